/**
 * For jsdom tests of the carousels: a window of the given width answering media queries (min-width,
 * max-width, prefers-reduced-motion, "not all and …") and the layout observers Embla and Radix use.
 */
export function fakeBrowser({ width = 1280, reducedMotion = false } = {}) {
  class Inert {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return []
    }
  }
  globalThis.ResizeObserver = Inert as unknown as typeof ResizeObserver
  globalThis.IntersectionObserver = Inert as unknown as typeof IntersectionObserver
  const answers = (query: string): boolean => {
    const negated = query.startsWith('not all and ')
    const feature = /\(([\w-]+):\s*([\w-]+?)(px)?\)/.exec(query)
    let matches = false
    if (feature?.[1] === 'min-width') matches = width >= Number(feature[2])
    if (feature?.[1] === 'max-width') matches = width <= Number(feature[2])
    if (feature?.[1] === 'prefers-reduced-motion') matches = reducedMotion === (feature[2] === 'reduce')
    return negated ? !matches : matches
  }
  window.matchMedia = (query: string) =>
    ({
      matches: answers(query),
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}
