import { useCallback, useSyncExternalStore } from 'react'

/**
 * Whether a media query matches, kept current as the window changes. The server cannot know, so it (and the
 * first render in the browser, to match the server's HTML) uses `serverValue`.
 */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  const matches = useCallback(() => window.matchMedia(query).matches, [query])
  return useSyncExternalStore(subscribe, matches, () => serverValue)
}

/** True for visitors who prefer reduced motion; until the browser answers, nothing moves by itself. */
export const useReducedMotion = (): boolean => useMediaQuery('(prefers-reduced-motion: reduce)', true)

const noSubscription = () => () => undefined

/** False in the server's HTML and until React has taken over the page in the browser, then true. */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
