import { vi } from 'vitest'

/**
 * Gives jsdom a matchMedia that answers min-width queries (in px, em or rem at 16 px) for a viewport of this
 * width, so a test can render as a phone, a tablet or a desktop would.
 */
export function setViewportWidth(width: number): void {
  vi.stubGlobal('matchMedia', (query: string) => {
    const [, value, unit] = /min-width:\s*([\d.]+)(px|r?em)/.exec(query) ?? []
    const min = Number(value) * (unit === 'px' ? 1 : 16)
    return { matches: width >= min, media: query, addEventListener() {}, removeEventListener() {} }
  })
}
