'use client'

import {
  lazy,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  use,
  useSyncExternalStore,
  type ComponentType,
  type LazyExoticComponent,
} from 'react'

import { SiteContext } from './SiteContext.client'

/*
 * An island whose code the browser loads only when the visitor comes near it.
 *
 * The server renders the island into the HTML as usual. While the page hydrates, the island's Suspense
 * boundary stays dehydrated (its server HTML on screen, no code loaded) until part of the island is on screen
 * or the visitor points at, touches or focuses something inside it; then its code
 * loads and React hydrates it in place. A press, a submit or typing that reaches it before then is kept and
 * replayed once it has hydrated, so nothing the visitor does is lost. Mounted later (a client-side
 * navigation), it loads at once, as next/dynamic would.
 *
 * Until it hydrates, the island sees the props and the site context it was first rendered with: a change
 * reaching a dehydrated boundary would make React drop its server HTML and render it from scratch.
 *
 * An empty <template> marks where the island starts (it is valid inside a paragraph or a list and takes no
 * space in any layout); the island's elements are its siblings up to the end of its Suspense boundary. Once the
 * island's own component has hydrated (or mounted, when the island came after the page), the marker carries
 * `data-island-hydrated`, as <html data-hydrated> says the page's root has: a check (an end-to-end test, a
 * monitoring script) can tell when the island answers taps. It is set on the element, after hydration, so the
 * HTML React compares while hydrating is the server's.
 */

/** The attribute the island's marker carries once the island has hydrated (see above). */
export const ISLAND_HYDRATED_ATTRIBUTE = 'data-island-hydrated'

/** An island loads as soon as any part of it is on screen (and not before: a page's load runs only what shows). */
export const LOAD_MARGIN = '0px'

const WAKE_EVENTS = ['pointerdown', 'pointerover', 'touchstart', 'focusin'] as const
const KEPT_EVENTS = ['input', 'change', 'submit', 'click'] as const

type Gate = { promise: Promise<void>; open: () => void }

function createGate(): Gate {
  let open = () => {}
  const promise = new Promise<void>((resolve) => {
    open = resolve
  })
  return { promise, open }
}

const subscribeNothing = () => () => {}
const notHydrating = () => false
const hydrating = () => true

/** What the visitor did inside the island before it hydrated, replayed in order afterwards. */
type Pending = {
  values: Map<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, string>
  action: { kind: 'click'; target: HTMLElement } | { kind: 'submit'; form: HTMLFormElement } | null
}

function isEditable(
  el: EventTarget | null,
): el is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement {
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true
  return (
    el instanceof HTMLInputElement && !['checkbox', 'radio', 'file', 'button', 'submit'].includes(el.type)
  )
}

/**
 * Sets a value the way typing does, so React's change handlers see it. React compares with the value it last
 * saw, which hydration took from the field (already holding the typed text): an assignment through the
 * element's own setter first moves that to something else.
 */
function replayValue(el: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, 'value')?.set
  if (!(el instanceof HTMLSelectElement)) el.value = value === '' ? ' ' : ''
  if (setter) setter.call(el, value)
  else el.value = value
  el.dispatchEvent(new Event('input', { bubbles: true }))
  el.dispatchEvent(new Event('change', { bubbles: true }))
}

function replay(pending: Pending) {
  for (const [el, value] of pending.values) if (el.isConnected) replayValue(el, value)
  pending.values.clear()
  const action = pending.action
  pending.action = null
  if (!action) return
  // A task later, once React has rendered the replayed values (a submit handler reads them from state).
  setTimeout(() => {
    if (action.kind === 'click' && action.target.isConnected) action.target.click()
    if (action.kind === 'submit' && action.form.isConnected) action.form.requestSubmit()
  }, 0)
}

/**
 * The island's server-rendered elements: the marker's siblings up to the end of its Suspense boundary.
 * `complete` says whether that end is in the document yet: the browser may still be parsing the page when the
 * island's effect runs, and a boundary the server streamed later holds only a placeholder <template> until its
 * HTML arrives.
 */
function islandElements(marker: Element): { elements: Element[]; complete: boolean } {
  const elements: Element[] = []
  let depth = 0
  let pending = false
  for (let node = marker.nextSibling; node; node = node.nextSibling) {
    if (node instanceof Comment) {
      if (node.data === '/$') depth -= 1
      else if (node.data.startsWith('$')) {
        // '$?': the server streamed the HTML after the page's first part; '$~': it has arrived and waits to be shown.
        if (depth === 0 && (node.data === '$?' || node.data === '$~')) pending = true
        depth += 1
      }
      if (depth <= 0) return { elements, complete: !pending }
    } else if (node instanceof Element && !(node instanceof HTMLTemplateElement)) elements.push(node)
  }
  return { elements, complete: false }
}

function onScreen(element: Element): boolean {
  const box = element.getBoundingClientRect()
  if (box.width === 0 && box.height === 0) return false
  return box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth
}

/**
 * What shows if React has to drop the dehydrated HTML (an update from higher up reached the island before its
 * code came): a copy of that HTML, so nothing moves, and the island's code is loaded at once to replace it.
 */
function ServerCopy({ copy, onShown }: { copy: Copy; onShown: () => void }) {
  useEffect(onShown, [onShown])
  const html = copy.read()
  if (!html) return null
  return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />
}

type Copy = { read: () => string; keep: (elements: Element[]) => void }

function createCopy(): Copy {
  let html = ''
  return {
    read: () => html,
    keep: (elements) => {
      html = elements.map((element) => element.outerHTML).join('')
    },
  }
}

/** Calls onHydrated once the boundary it sits in has hydrated (effects run only then). */
function HydrationSignal({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated])
  return null
}

/**
 * Wraps a client component as an island that loads near the viewport. `load` resolves to the component (an
 * `import()` of its module, so its code is a chunk of its own).
 */
export function deferredIsland<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  type Module = { default: ComponentType<P> }
  let loaded: Promise<Module> | undefined
  let ready: Module | undefined
  const loadOnce = () => (loaded ??= load().then((component) => (ready = { default: component })))
  // Once loaded, a thenable that answers at once, so React renders the island without suspending.
  const now = (): Promise<Module> =>
    ready
      ? ({ then: (resolve: (m: Module) => void) => resolve(ready as Module) } as unknown as Promise<Module>)
      : loadOnce()

  function DeferredIsland(props: P) {
    // On the server, wait for the island's code outside its own boundary, as for a statically imported
    // component, so the island is complete when the page's HTML is written. (React may still send a large
    // island after the rest of a long page, to be shown by its inline script; the island then waits for it.)
    if (typeof window === 'undefined' && !ready) use(loadOnce())
    const isHydrating = useSyncExternalStore(subscribeNothing, notHydrating, hydrating)
    const [gate] = useState(createGate)
    const [Island] = useState<LazyExoticComponent<ComponentType<P>>>(() =>
      isHydrating && typeof window !== 'undefined' ? lazy(() => gate.promise.then(loadOnce)) : lazy(now),
    )
    const [hydrated, setHydrated] = useState(!isHydrating)
    // The island's own component has rendered on the client (hydrated, or mounted once its code came).
    const [mounted, setMounted] = useState(false)
    const site = useContext(SiteContext)
    const [firstSite] = useState(site)
    const [firstProps] = useState(props)
    // The island's server HTML, kept in case React drops it before the island hydrates (see ServerCopy).
    const [copy] = useState(createCopy)
    const marker = useRef<HTMLTemplateElement>(null)
    const pending = useRef<Pending>({ values: new Map(), action: null })

    const onHydrated = useMemo(
      () => () => {
        setMounted(true)
        setHydrated(true)
      },
      [],
    )
    // After the commit that removed the listeners below, so the replayed events reach the island itself.
    useEffect(() => {
      if (hydrated) replay(pending.current)
    }, [hydrated])
    // Also after that commit: once marked, a press reaches the island's handlers alone, never kept for replay.
    useEffect(() => {
      if (mounted) marker.current?.setAttribute(ISLAND_HYDRATED_ATTRIBUTE, 'true')
    }, [mounted])

    // Until hydrated, the same element every render: React then leaves the dehydrated boundary alone.
    const frozen = useMemo(
      () => (
        <Suspense
          fallback={
            // The server writes a large island after the rest of a long page (React outlines big boundaries)
            // and shows it by script: its stand-in until then is the same island, so nothing moves.
            typeof window === 'undefined' ? (
              <Island {...firstProps} />
            ) : (
              <ServerCopy copy={copy} onShown={gate.open} />
            )
          }
        >
          <Island {...firstProps} />
          <HydrationSignal onHydrated={onHydrated} />
        </Suspense>
      ),
      [Island, firstProps, onHydrated, copy, gate],
    )
    const live = (
      <Suspense fallback={null}>
        <Island {...props} />
        <HydrationSignal onHydrated={onHydrated} />
      </Suspense>
    )

    useEffect(() => {
      const start = marker.current
      if (hydrated || !start) return
      // On the window in the capture phase: React stops a discrete event aimed at a dehydrated boundary at the
      // page's root, before it would reach a listener on the island itself.
      const inside = (event: Event) =>
        event.target instanceof Node &&
        islandElements(start).elements.some((el) => el.contains(event.target as Node))
      const wake = (event: Event) => {
        if (inside(event)) gate.open()
      }
      const keep = (event: Event) => {
        if (!inside(event)) return
        if (event.type === 'input' || event.type === 'change') {
          if (isEditable(event.target)) pending.current.values.set(event.target, event.target.value)
        } else if (event.type === 'submit' && event.target instanceof HTMLFormElement) {
          event.preventDefault()
          pending.current.action = { kind: 'submit', form: event.target }
        } else if (event.type === 'click' && event.target instanceof Element) {
          const button = event.target.closest('button')
          if (!button) return
          event.preventDefault()
          pending.current.action = { kind: 'click', target: button }
        }
        gate.open()
      }
      for (const type of WAKE_EVENTS) window.addEventListener(type, wake, { capture: true, passive: true })
      for (const type of KEPT_EVENTS) window.addEventListener(type, keep, true)

      let observer: IntersectionObserver | undefined
      let arrivals: MutationObserver | undefined
      if (typeof IntersectionObserver === 'undefined') gate.open()
      else {
        const near = new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) gate.open()
          },
          { rootMargin: LOAD_MARGIN },
        )
        observer = near
        const watched = new Set<Element>()
        /** Observes the island's elements found so far; true once all of its HTML is in the document. */
        const watch = () => {
          const { elements, complete } = islandElements(start)
          for (const element of elements) if (!watched.has(element)) near.observe(element)
          // On screen already (the observer reports only after the next frame): load now.
          if (elements.some((element) => !watched.has(element) && onScreen(element))) gate.open()
          for (const element of elements) watched.add(element)
          copy.keep(elements)
          if (complete && watched.size === 0) gate.open()
          return complete
        }
        if (!watch() && start.parentNode) {
          // Still arriving: look again as the browser adds the island's HTML.
          const more = new MutationObserver(() => {
            if (watch()) more.disconnect()
          })
          more.observe(start.parentNode, { childList: true })
          arrivals = more
        }
      }
      return () => {
        observer?.disconnect()
        arrivals?.disconnect()
        for (const type of WAKE_EVENTS) window.removeEventListener(type, wake, true)
        for (const type of KEPT_EVENTS) window.removeEventListener(type, keep, true)
      }
    }, [gate, hydrated, copy])

    return (
      <>
        <template ref={marker} data-island="" />
        <SiteContext.Provider value={hydrated ? site : firstSite}>
          {hydrated ? live : frozen}
        </SiteContext.Provider>
      </>
    )
  }
  return DeferredIsland
}
