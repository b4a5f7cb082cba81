// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { FIRST_SCREEN_HOLD, FIRST_SCREEN_HOLD_MEDIA } from '../domain/firstScreen'
import { CAP_MS, deferredScriptSources, LOADER, ScriptRewriter } from './scriptsAfterPaint'

const chunk = (name: string) => `<script src="/_next/static/chunks/${name}.js" async=""></script>`
const PAGE = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><style>body{margin:0}</style>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main-app.js"/>',
  chunk('webpack'),
  chunk('react-dom'),
  chunk('app-layout'),
  '<title>Privacy</title></head><body><header>Alderline</header>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<main><h1>Privacy</h1></main>',
  chunk('main-app'),
  '<script id="tag-manager" async="" src="https://www.googletagmanager.com/gtm.js?id=GTM-X"></script>',
  '<script>self.__next_f.push([1,"data"])</script></body></html>',
].join('')

const rewriteWhole = (html: string) => {
  const rewriter = new ScriptRewriter()
  return rewriter.push(html) + rewriter.end()
}

describe('ScriptRewriter', () => {
  const out = rewriteWhole(PAGE)

  it('replaces each run of Next’s chunk scripts with one call to the loader, defined once', () => {
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async/)
    expect(out.split('self.__scriptsAfterPaint=(').length - 1).toBe(1)
    // No '<' in the loader: nothing in it can read as markup, or hold back the rewriter as a tag begun.
    expect(LOADER).not.toContain('<')
    expect(out).toContain(
      `<script>${LOADER}self.__scriptsAfterPaint(["/_next/static/chunks/webpack.js","/_next/static/chunks/react-dom.js","/_next/static/chunks/app-layout.js"])</script><title>`,
    )
    expect(out).toContain('<script>self.__scriptsAfterPaint(["/_next/static/chunks/main-app.js"])</script>')
  })

  it('drops the preloads of those scripts and keeps every other script and all the markup', () => {
    expect(out).not.toContain('rel="preload" as="script"')
    expect(out).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>')
    expect(out).toContain('src="https://www.googletagmanager.com/gtm.js?id=GTM-X"')
    expect(out).toContain('<script>self.__next_f.push([1,"data"])</script></body></html>')
    expect(out.replace(/<script>(?:self\.__scriptsAfterPaint)[^<]*<\/script>/g, '')).toBe(
      PAGE.replace(/<link rel="preload" as="script"[^>]*\/>/, '').replace(
        /<script src="\/_next\/static\/chunks\/[\w-]+\.js" async=""><\/script>/g,
        '',
      ),
    )
  })

  it('gives the same addresses, in order, whatever the pieces the page streams in', () => {
    const whole = deferredScriptSources(out)
    expect(whole).toEqual(
      ['webpack', 'react-dom', 'app-layout', 'main-app'].map((n) => `/_next/static/chunks/${n}.js`),
    )
    for (let cut = 1; cut < PAGE.length; cut += 7) {
      for (const size of [1, 13, 64]) {
        const rewriter = new ScriptRewriter()
        let streamed = rewriter.push(PAGE.slice(0, cut))
        for (let at = cut; at < PAGE.length; at += size) streamed += rewriter.push(PAGE.slice(at, at + size))
        streamed += rewriter.end()
        expect(deferredScriptSources(streamed)).toEqual(whole)
        expect(streamed).not.toContain('<script src="/_next/static/chunks/main-app.js" async')
        expect(streamed).not.toContain('rel="preload" as="script"')
        expect(streamed.split('self.__scriptsAfterPaint=(').length - 1).toBe(1)
      }
    }
  })

  it('passes on an unfinished tag that is not one of its own once it is too long to be', () => {
    const rewriter = new ScriptRewriter()
    const sent = rewriter.push(`<p>${'x'.repeat(10)}</p><div data-long="${'y'.repeat(500)}`)
    expect(sent).toContain('data-long')
    expect(rewriter.push('">')).toBe('">')
  })

  it('leaves a page without Next’s scripts exactly as it was', () => {
    const plain = '<html><body><p>No scripts &lt;here&gt;</p><script>1<2</script></body></html>'
    expect(rewriteWhole(plain)).toBe(plain)
  })
})

describe('ScriptRewriter’s count of what it rewrote', () => {
  const fedInPieces = (html: string, size: number) => {
    const rewriter = new ScriptRewriter()
    for (let at = 0; at < html.length; at += size) rewriter.push(html.slice(at, at + size))
    rewriter.end()
    return rewriter
  }

  it('counts the scripts it handed to the loader, and finds none missed on a page of the expected shape', () => {
    for (const size of [PAGE.length, 1, 9, 64]) {
      const rewriter = fedInPieces(PAGE, size)
      expect(rewriter.deferred).toBe(4)
      expect(rewriter.missed).toBe(0)
      expect(rewriter.foundNothing).toBe(false)
    }
  })

  it('tells when a page names Next’s scripts in tags of another shape, which it leaves as they are', () => {
    // The attributes in another order: the rewrite does nothing, and says so.
    const reordered = PAGE.replace(
      /<script src="(\/_next\/static\/chunks\/[\w-]+\.js)" async=""><\/script>/g,
      '<script async="" src="$1"></script>',
    )
    for (const size of [reordered.length, 1, 9, 64]) {
      const rewriter = fedInPieces(reordered, size)
      expect(rewriter.deferred).toBe(0)
      expect(rewriter.missed).toBe(4)
      expect(rewriter.foundNothing).toBe(true)
    }
  })

  it('tells when a page names Next’s scripts only where it does not look', () => {
    const rewriter = fedInPieces(
      '<html><head></head><body><script>self.__next_f.push([1,"2:I[\\"/_next/static/chunks/a.js\\"]"])</script></body></html>',
      7,
    )
    expect(rewriter.deferred).toBe(0)
    expect(rewriter.missed).toBe(0)
    expect(rewriter.foundNothing).toBe(true)
  })

  it('finds nothing amiss on a page without Next’s scripts, nor in the scripts it keeps on purpose', () => {
    const plain = fedInPieces('<html><body><p>Plain</p></body></html>', 5)
    expect(plain.foundNothing).toBe(false)
    const kept = fedInPieces(
      `<html><head>${chunk('main-app')}</head><body><script src="/_next/static/chunks/polyfills.js" noModule=""></script></body></html>`,
      5,
    )
    expect(kept.deferred).toBe(1)
    expect(kept.missed).toBe(0)
    expect(kept.foundNothing).toBe(false)
  })
})

describe('the loader in the page', () => {
  let frames: FrameRequestCallback[]
  /** Every loader started keeps watching the shared document; each test's loaders stop with the test. */
  const observers: MutationObserver[] = []
  class TrackedObserver extends MutationObserver {
    constructor(callback: MutationCallback) {
      super(callback)
      observers.push(this)
    }
  }
  const requested = () =>
    [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => ({
      src: new URL(s.src).pathname,
      async: s.async,
    }))
  /** Runs the loader as the page would, with animation frames under the test's control. */
  const start = (PerformanceObserver?: unknown, matchMedia?: (query: string) => { matches: boolean }) => {
    // Only what the loader reads of the window. Not an object made from the real window: the fake timers,
    // once uninstalled, would take the real window's requestAnimationFrame with them.
    const win = {
      requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
      setTimeout: (fn: () => void, ms: number) => window.setTimeout(fn, ms),
      PerformanceObserver,
      MutationObserver: TrackedObserver,
      matchMedia,
      innerWidth: window.innerWidth,
      innerHeight: window.innerHeight,
    }
    new Function('self', 'document', LOADER)(win, document)
    return (win as unknown as { __scriptsAfterPaint: (sources: string[]) => void }).__scriptsAfterPaint
  }
  const paintFrame = async () => {
    frames.splice(0).forEach((callback) => callback(0))
    await vi.advanceTimersByTimeAsync(0)
  }

  beforeEach(() => {
    vi.useFakeTimers()
    frames = []
    document.head.innerHTML = ''
    document.body.innerHTML = '<h1>Page</h1>'
  })
  afterEach(() => {
    observers.splice(0).forEach((observer) => observer.disconnect())
    vi.useRealTimers()
  })

  it('in a browser with paint timing, waits for its first-contentful-paint entry', async () => {
    let report: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined
    let observed: unknown
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint']
      constructor(callback: typeof report) {
        report = callback
      }
      observe(options: unknown) {
        observed = options
      }
      disconnect() {}
    }
    start(FakeObserver)(['/_next/static/chunks/a.js'])
    expect(observed).toEqual({ type: 'paint', buffered: true })
    await paintFrame()
    report!({ getEntriesByName: (name) => (name === 'first-paint' ? [{}] : []) })
    expect(requested()).toEqual([])
    report!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) })
    expect(requested().map((s) => s.src)).toEqual(['/_next/static/chunks/a.js'])
  })

  it('elsewhere, requests nothing until the first frame is painted, then every script handed to it, in order', async () => {
    const hand = start()
    hand(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'])
    hand(['/_next/static/chunks/c.js'])
    await vi.advanceTimersByTimeAsync(10)
    expect(requested()).toEqual([])
    await paintFrame()
    expect(requested()).toEqual(
      ['a', 'b', 'c'].map((name) => ({ src: `/_next/static/chunks/${name}.js`, async: true })),
    )
    hand(['/_next/static/chunks/d.js'])
    expect(requested().map((s) => s.src)).toContain('/_next/static/chunks/d.js')
  })

  it('waits for a hero picture that is still loading, and goes on when it loads or fails', async () => {
    for (const outcome of ['load', 'error']) {
      document.head.innerHTML = ''
      document.body.innerHTML = '<img fetchpriority="high" alt="A home">'
      const hero = document.querySelector('img')!
      Object.defineProperty(hero, 'complete', { value: false })
      start()(['/_next/static/chunks/a.js'])
      await paintFrame()
      expect(requested()).toEqual([])
      hero.dispatchEvent(new Event(outcome))
      // Requested once the frame that paints it is on screen.
      expect(requested()).toEqual([])
      await paintFrame()
      expect(requested().map((s) => s.src)).toEqual(['/_next/static/chunks/a.js'])
    }
  })

  it('waits for every picture on the first screen, and for none below it', async () => {
    document.body.innerHTML =
      '<img alt="On screen" id="top"><img alt="Half on screen" id="edge"><img alt="Below" id="below">' +
      '<img alt="Hidden" id="hidden">'
    const at = (id: string, rect: Partial<DOMRect>) => {
      const img = document.getElementById(id)!
      Object.defineProperty(img, 'complete', { value: false })
      img.getBoundingClientRect = () =>
        ({ top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, ...rect }) as DOMRect
      return img
    }
    const top = at('top', { top: 100, bottom: 300, left: 0, right: 400, width: 400, height: 200 })
    // A carousel slide that starts left of the screen and shows its last 50 pixels.
    const edge = at('edge', { top: 500, bottom: 700, left: -226, right: 50, width: 276, height: 200 })
    at('below', {
      top: window.innerHeight + 10,
      bottom: window.innerHeight + 210,
      right: 400,
      width: 400,
      height: 200,
    })
    at('hidden', {})
    start()(['/_next/static/chunks/a.js'])
    await paintFrame()
    top.dispatchEvent(new Event('load'))
    await paintFrame()
    expect(requested()).toEqual([])
    edge.dispatchEvent(new Event('error'))
    await paintFrame()
    expect(requested().map((s) => s.src)).toEqual(['/_next/static/chunks/a.js'])
  })

  it('does not wait for a picture that has already loaded', async () => {
    document.body.innerHTML = '<img fetchpriority="high" alt="A home">'
    Object.defineProperty(document.querySelector('img')!, 'complete', { value: true })
    start()(['/_next/static/chunks/a.js'])
    await paintFrame()
    expect(requested()).toHaveLength(1)
  })

  it('requests the scripts at once when the visitor presses or touches before the page is painted', async () => {
    for (const event of [
      new PointerEvent('pointerdown', { bubbles: true }),
      new KeyboardEvent('keydown', { bubbles: true }),
    ]) {
      document.head.innerHTML = ''
      start()(['/_next/static/chunks/a.js'])
      expect(requested()).toEqual([])
      document.body.dispatchEvent(event)
      expect(requested().map((s) => s.src)).toEqual(['/_next/static/chunks/a.js'])
    }
  })

  describe('pictures held below the first screen', () => {
    const HELD = `<source ${FIRST_SCREEN_HOLD}="" media="${FIRST_SCREEN_HOLD_MEDIA}" srcset="data:image/gif;base64,R0lGODlhAQABAAAAACw=">`
    const picture = (id: string) => `<picture>${HELD}<img alt="${id}" id="${id}" loading="lazy"></picture>`
    const holds = () =>
      [...document.querySelectorAll('source')].map((source) => ({
        held: source.hasAttribute(FIRST_SCREEN_HOLD),
        media: source.getAttribute('media'),
      }))
    const placeAt = (id: string, rect: Partial<DOMRect>) => {
      const img = document.getElementById(id)!
      img.getBoundingClientRect = () =>
        ({ top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, ...rect }) as DOMRect
      return img
    }
    const LIFTED = { held: false, media: 'not all' }
    const HOLDING = { held: true, media: FIRST_SCREEN_HOLD_MEDIA }

    it('stay held until the first screen is painted, then are lifted before the scripts are requested', async () => {
      document.body.innerHTML = `<h1>Page</h1>${picture('below')}${picture('further')}`
      placeAt('below', {
        top: window.innerHeight + 10,
        bottom: window.innerHeight + 210,
        width: 400,
        height: 200,
      })
      const hand = start()
      hand(['/_next/static/chunks/a.js'])
      expect(holds()).toEqual([HOLDING, HOLDING])
      await paintFrame()
      expect(holds()).toEqual([LIFTED, LIFTED])
      expect(requested()).toHaveLength(1)
    })

    it('lifts at once a held picture found on the first screen, and waits for it like any picture there', async () => {
      document.body.innerHTML = `${picture('top')}${picture('below')}`
      const top = placeAt('top', { top: 100, bottom: 300, right: 400, width: 400, height: 200 })
      Object.defineProperty(top, 'complete', { value: true }) // the blank, until the lifted source loads
      placeAt('below', {
        top: window.innerHeight + 10,
        bottom: window.innerHeight + 210,
        width: 400,
        height: 200,
      })
      start()(['/_next/static/chunks/a.js'])
      expect(holds()).toEqual([LIFTED, HOLDING])
      await paintFrame()
      expect(requested()).toEqual([])
      expect(holds()).toEqual([LIFTED, HOLDING])
      top.dispatchEvent(new Event('load'))
      await paintFrame()
      expect(requested()).toHaveLength(1)
      expect(holds()).toEqual([LIFTED, LIFTED])
    })

    it('does not wait for a lifted picture that has loaded its own picture before the first paint', async () => {
      document.body.innerHTML = `${picture('top')}`
      const top = placeAt('top', { top: 100, bottom: 300, right: 400, width: 400, height: 200 })
      start()(['/_next/static/chunks/a.js'])
      expect(holds()).toEqual([LIFTED])
      // Its load event fires before the page's first paint: the loader is not listening yet.
      Object.defineProperty(top, 'complete', { value: true })
      Object.defineProperty(top, 'currentSrc', { value: 'http://localhost/api/media/file/top.webp' })
      top.dispatchEvent(new Event('load'))
      await paintFrame()
      expect(requested()).toHaveLength(1)
    })

    it('does not wait for a lifted picture that a carousel still blanks until the page has hydrated', async () => {
      const SLIDE_BLANK = '<source media="(max-width: 767px)" srcset="data:image/svg+xml,%3Csvg%2F%3E">'
      document.body.innerHTML = `<picture>${HELD}${SLIDE_BLANK}<img alt="slide" id="slide" loading="lazy"></picture>`
      const slide = placeAt('slide', { top: 100, bottom: 300, right: 400, width: 400, height: 200 })
      Object.defineProperty(slide, 'complete', { value: true })
      Object.defineProperty(slide, 'currentSrc', { value: 'data:image/svg+xml,%3Csvg%2F%3E' })
      const phone = (query: string) => ({ matches: query === '(max-width: 767px)' })
      start(undefined, phone)(['/_next/static/chunks/a.js'])
      expect(holds()).toEqual([LIFTED, { held: false, media: '(max-width: 767px)' }])
      await paintFrame()
      expect(requested()).toHaveLength(1)
    })

    it('lifts a held picture that arrives after the moment, as it arrives', async () => {
      start()(['/_next/static/chunks/a.js'])
      await paintFrame()
      expect(requested()).toHaveLength(1)
      const part = document.createElement('div')
      part.innerHTML = picture('streamed')
      document.body.append(part)
      await vi.advanceTimersByTimeAsync(0)
      expect(holds()).toEqual([LIFTED])
    })

    it('are lifted when the visitor scrolls before the first paint', async () => {
      document.body.innerHTML = picture('below')
      start()(['/_next/static/chunks/scrolled.js'])
      expect(holds()).toEqual([HOLDING])
      expect(requested().map((s) => s.src)).not.toContain('/_next/static/chunks/scrolled.js')
      document.dispatchEvent(new Event('scroll'))
      expect(holds()).toEqual([LIFTED])
      expect(requested().map((s) => s.src)).toContain('/_next/static/chunks/scrolled.js')
    })

    it('are lifted at the cap when no frame is painted', async () => {
      document.body.innerHTML = picture('below')
      start()(['/_next/static/chunks/a.js'])
      await vi.advanceTimersByTimeAsync(CAP_MS)
      expect(holds()).toEqual([LIFTED])
    })
  })

  it('requests the scripts after the cap when no frame is painted (a page opened in a background tab)', async () => {
    start()(['/_next/static/chunks/a.js'])
    await vi.advanceTimersByTimeAsync(CAP_MS - 1)
    expect(requested()).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(requested()).toHaveLength(1)
    await paintFrame()
    expect(requested()).toHaveLength(1)
  })
})
