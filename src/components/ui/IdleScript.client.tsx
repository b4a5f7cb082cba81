'use client'

import { useEffect } from 'react'

type Props = { id: string; src: string }

/**
 * A third-party script loaded once the page has finished loading and the browser is idle, so it never
 * competes with the page's own content. It is added once per id, however often the component renders.
 * (next/script's lazyOnload does the same but brings its loader into every page's first-load JavaScript.)
 */
export function IdleScript({ id, src }: Props) {
  useEffect(() => {
    let cancelled = false
    const add = () => {
      if (cancelled || document.getElementById(id)) return
      const script = document.createElement('script')
      script.id = id
      script.src = src
      script.async = true
      document.body.appendChild(script)
    }
    const whenIdle = () =>
      'requestIdleCallback' in window ? window.requestIdleCallback(add) : setTimeout(add, 1)
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })
    return () => {
      cancelled = true
      window.removeEventListener('load', whenIdle)
    }
  }, [id, src])
  return null
}
