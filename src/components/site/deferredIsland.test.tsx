// @vitest-environment jsdom
import { act, useEffect, useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { prerender } from 'react-dom/static'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { deferredIsland, ISLAND_HYDRATED_ATTRIBUTE } from './deferredIsland.client'
import { SiteContext, useSite, type SiteContextValue } from './SiteContext.client'

/** A small island: a counter button, a controlled field and a form, showing the site zip. */
function Island({ label, onSubmit }: { label: string; onSubmit?: (name: string) => void }) {
  const { zip } = useSite()
  const [count, setCount] = useState(0)
  const [name, setName] = useState('')
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit?.(name)
      }}
    >
      <p>
        {label} in {zip ?? 'no zip'}: pressed {count}
      </p>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        Press
      </button>
      <label>
        Name
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <button type="submit">Send</button>
    </form>
  )
}

const site = (zip: string | null): SiteContextValue => ({
  zip,
  setZip: () => undefined,
  isSingleDealer: false,
  singleDealerCompanyId: null,
  infoEndpoint: false,
  brandCode: 'demo',
  apiBase: '/api/v1',
  reviewsBase: '/api/v1',
})

/** Stands in for the browser's IntersectionObserver; `show()` reports every observed element on screen. */
class FakeObserver {
  static instances: FakeObserver[] = []
  observed: Element[] = []
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this)
  }
  observe(el: Element) {
    this.observed.push(el)
  }
  disconnect() {
    this.observed = []
  }
  show() {
    const entries = this.observed.map(
      (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
    )
    if (entries.length) this.callback(entries, this as unknown as IntersectionObserver)
  }
}

async function serverHtml(zip: string | null, onSubmit?: (name: string) => void): Promise<string> {
  const ServerIsland = deferredIsland(async () => Island)
  // As on the server, where there is no window: the island renders without waiting for the viewport.
  vi.stubGlobal('window', undefined)
  try {
    const { prelude } = await prerender(
      <SiteContext.Provider value={site(zip)}>
        <ServerIsland label="Demo" onSubmit={onSubmit} />
      </SiteContext.Provider>,
    )
    return await new Response(prelude).text()
  } finally {
    vi.unstubAllGlobals()
    vi.stubGlobal('IntersectionObserver', FakeObserver)
  }
}

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)))

let root: Root | undefined
let container: HTMLDivElement

beforeEach(() => {
  FakeObserver.instances = []
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  container = document.createElement('div')
  document.body.append(container)
})

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  container.remove()
  vi.unstubAllGlobals()
})

/** Hydrates the server HTML with a fresh island whose loader is counted. */
async function hydrate(zip: string | null, onSubmit?: (name: string) => void) {
  container.innerHTML = await serverHtml(zip, onSubmit)
  const load = vi.fn(async () => Island)
  const ClientIsland = deferredIsland(load)
  const handle: { setZip: (zip: string | null) => void } = { setZip: () => undefined }
  function Page() {
    const [current, setCurrent] = useState(zip)
    useEffect(() => {
      handle.setZip = setCurrent
    }, [])
    return (
      <SiteContext.Provider value={site(current)}>
        <ClientIsland label="Demo" onSubmit={onSubmit} />
      </SiteContext.Provider>
    )
  }
  const recoverable = vi.fn()
  await act(async () => {
    root = hydrateRoot(container, <Page />, { onRecoverableError: recoverable })
  })
  await flush()
  return { load, setZip: (next: string | null) => act(() => handle.setZip(next)), recoverable }
}

/** Hydrates the page's HTML with a fresh island outside any provider; checks that no code loaded yet. */
async function hydrateBare() {
  const load = vi.fn(async () => Island)
  const ClientIsland = deferredIsland(load)
  await act(async () => {
    root = hydrateRoot(container, <ClientIsland label="Demo" />)
  })
  await flush()
  expect(load).not.toHaveBeenCalled()
  return load
}

/** The island's form is watched and no code has loaded; once on screen, the code loads and it hydrates. */
async function expectWatchedThenLoadedOnScreen(load: () => Promise<unknown>) {
  expect(load).not.toHaveBeenCalled()
  expect(FakeObserver.instances.flatMap((o) => o.observed)).toContain(container.querySelector('form'))
  await act(async () => FakeObserver.instances.forEach((o) => o.show()))
  await flush()
  expect(load).toHaveBeenCalledTimes(1)
  expect(isHydrated(button('Press'))).toBe(true)
}

const button = (name: string) =>
  Array.from(container.querySelectorAll('button')).find((b) => b.textContent === name) as HTMLButtonElement
const isHydrated = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))

describe('deferredIsland', () => {
  it('is in the server HTML and loads no code while it stays away from the viewport', async () => {
    const { load, recoverable } = await hydrate(null)
    expect(container.textContent).toContain('Demo in no zip: pressed 0')
    expect(load).not.toHaveBeenCalled()
    expect(isHydrated(button('Press'))).toBe(false)
    expect(recoverable).not.toHaveBeenCalled()
  })

  it('loads and hydrates when it comes near the viewport', async () => {
    const { load, recoverable } = await hydrate(null)
    await act(async () => FakeObserver.instances.forEach((o) => o.show()))
    await flush()
    expect(load).toHaveBeenCalledTimes(1)
    expect(isHydrated(button('Press'))).toBe(true)
    await act(async () => button('Press').click())
    expect(container.textContent).toContain('pressed 1')
    expect(recoverable).not.toHaveBeenCalled()
  })

  it('marks its marker as hydrated once it has hydrated, and not before', async () => {
    const { recoverable } = await hydrate(null)
    const marker = container.querySelector('template[data-island]') as HTMLTemplateElement
    expect(marker).not.toBeNull()
    expect(marker.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE)).toBe(false)
    await act(async () => FakeObserver.instances.forEach((o) => o.show()))
    await flush()
    expect(isHydrated(button('Press'))).toBe(true)
    expect(container.querySelector('template[data-island]')).toBe(marker)
    expect(marker.getAttribute(ISLAND_HYDRATED_ATTRIBUTE)).toBe('true')
    expect(recoverable).not.toHaveBeenCalled()
  })

  it('marks its marker once a press made before it hydrated has woken it, and the press is replayed', async () => {
    await hydrate(null)
    const marker = container.querySelector('template[data-island]') as HTMLTemplateElement
    await act(async () => button('Press').click())
    await flush()
    expect(container.textContent).toContain('pressed 1')
    expect(marker.getAttribute(ISLAND_HYDRATED_ATTRIBUTE)).toBe('true')
  })

  it('keeps a press made before it hydrated and replays it once', async () => {
    const { load } = await hydrate(null)
    await act(async () => button('Press').click())
    await flush()
    expect(load).toHaveBeenCalledTimes(1)
    expect(container.textContent).toContain('pressed 1')
  })

  it('keeps typing and a submit made before it hydrated', async () => {
    const onSubmit = vi.fn()
    await hydrate(null, onSubmit)
    const input = container.querySelector('input') as HTMLInputElement
    await act(async () => {
      input.value = 'Ada'
      input.dispatchEvent(new Event('input', { bubbles: true }))
      ;(container.querySelector('form') as HTMLFormElement).requestSubmit()
    })
    await flush()
    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(onSubmit).toHaveBeenCalledWith('Ada')
    expect((container.querySelector('input') as HTMLInputElement).value).toBe('Ada')
  })

  it('keeps its server HTML when the site zip becomes known before it loads, then shows the zip', async () => {
    const { load, setZip, recoverable } = await hydrate(null)
    const paragraph = container.querySelector('p')
    await setZip('10001')
    await flush()
    expect(load).not.toHaveBeenCalled()
    expect(container.querySelector('p')).toBe(paragraph)
    expect(container.textContent).toContain('Demo in no zip')
    await act(async () => FakeObserver.instances.forEach((o) => o.show()))
    await flush()
    expect(container.textContent).toContain('Demo in 10001: pressed 0')
    expect(recoverable).not.toHaveBeenCalled()
  })

  it('hydrates without a mismatch inside a paragraph (its marker is valid there)', async () => {
    function Inline() {
      const [on, setOn] = useState(false)
      return (
        <button type="button" onClick={() => setOn(true)}>
          {on ? 'On' : 'Off'}
        </button>
      )
    }
    const ServerInline = deferredIsland(async () => Inline)
    vi.stubGlobal('window', undefined)
    const { prelude } = await prerender(
      <p>
        Say <ServerInline />
      </p>,
    ).finally(() => {
      vi.unstubAllGlobals()
      vi.stubGlobal('IntersectionObserver', FakeObserver)
    })
    container.innerHTML = await new Response(prelude).text()
    expect(container.querySelectorAll('p > button')).toHaveLength(1)
    const load = vi.fn(async () => Inline)
    const ClientInline = deferredIsland(load)
    const recoverable = vi.fn()
    await act(async () => {
      root = hydrateRoot(
        container,
        <p>
          Say <ClientInline />
        </p>,
        { onRecoverableError: recoverable },
      )
    })
    await flush()
    expect(load).not.toHaveBeenCalled()
    await act(async () => button('Off').click())
    await flush()
    expect(load).toHaveBeenCalledTimes(1)
    expect(container.textContent).toBe('Say On')
    expect(recoverable).not.toHaveBeenCalled()
  })

  it('is in place in the server’s first HTML, not streamed after the rest of the page', async () => {
    const { renderToReadableStream } = await import('react-dom/server')
    const Fresh = deferredIsland(async () => Island)
    vi.stubGlobal('window', undefined)
    const stream = await renderToReadableStream(
      <main>
        <Fresh label="Fresh" />
      </main>,
    ).finally(() => {
      vi.unstubAllGlobals()
      vi.stubGlobal('IntersectionObserver', FakeObserver)
    })
    const html = await new Response(stream).text()
    expect(html).toMatch(/<template data-island=""><\/template><!--\$--><form><p>Fresh/)
    expect(html).not.toContain('<!--$?-->')
  })

  it('waits for HTML the browser is still parsing when it hydrates, and loads only once that is on screen', async () => {
    const html = await serverHtml(null)
    const cut = html.indexOf('<!--$-->') + '<!--$-->'.length
    // The page as far as the browser has parsed it: the island's boundary has begun, its elements not yet.
    container.innerHTML = html.slice(0, cut)
    const rest = html.slice(cut)
    const load = await hydrateBare()
    const parsed = document.createElement('template')
    parsed.innerHTML = rest
    await act(async () => container.append(parsed.content))
    await flush()
    await expectWatchedThenLoadedOnScreen(load)
  })

  it('waits while its streamed HTML is queued to be shown, then loads only once that is on screen', async () => {
    const html = await serverHtml(null)
    const start = html.indexOf('<!--$-->')
    const end = html.lastIndexOf('<!--/$-->')
    const content = html.slice(start + '<!--$-->'.length, end)
    // As the browser holds a boundary the server streamed: a placeholder, its HTML waiting to be revealed.
    container.innerHTML = `${html.slice(0, start)}<!--$~--><template id="B:0"></template>${html.slice(end)}`
    const load = await hydrateBare()
    // The reveal: the HTML replaces the placeholder and the boundary is marked complete.
    const opening = Array.from(container.childNodes).find(
      (n) => n instanceof Comment && n.data === '$~',
    ) as Comment
    const parsed = document.createElement('template')
    parsed.innerHTML = content
    await act(async () => {
      container.querySelector('#B\\:0')?.replaceWith(parsed.content)
      opening.data = '$'
      ;(opening as Comment & { _reactRetry?: () => void })._reactRetry?.()
    })
    await flush()
    await expectWatchedThenLoadedOnScreen(load)
  })

  it('loads at once when mounted after the page hydrated', async () => {
    const { createRoot } = await import('react-dom/client')
    const load = vi.fn(async () => Island)
    const Later = deferredIsland(load)
    root = createRoot(container)
    await act(async () => root?.render(<Later label="Later" />))
    await flush()
    expect(load).toHaveBeenCalledTimes(1)
    expect(container.textContent).toContain('Later in no zip: pressed 0')
    expect(container.querySelector('template[data-island]')?.getAttribute(ISLAND_HYDRATED_ATTRIBUTE)).toBe(
      'true',
    )
  })

  it('marks its marker when mounted after the page hydrated only once its code has come', async () => {
    const { createRoot } = await import('react-dom/client')
    let arrive: (component: typeof Island) => void = () => undefined
    const Later = deferredIsland(() => new Promise<typeof Island>((resolve) => (arrive = resolve)))
    root = createRoot(container)
    await act(async () => root?.render(<Later label="Later" />))
    await flush()
    const marker = container.querySelector('template[data-island]') as HTMLTemplateElement
    expect(container.textContent).toBe('')
    expect(marker.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE)).toBe(false)
    await act(async () => arrive(Island))
    await flush()
    expect(container.textContent).toContain('Later in no zip: pressed 0')
    expect(marker.getAttribute(ISLAND_HYDRATED_ATTRIBUTE)).toBe('true')
  })
})
