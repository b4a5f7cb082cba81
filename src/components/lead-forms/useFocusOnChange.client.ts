'use client'

import { useEffect, useRef } from 'react'

/**
 * Moves focus to the returned element whenever `key` changes after the first render, so a keyboard or
 * screen-reader user follows a form from one step to the next instead of being left on a removed button.
 */
export function useFocusOnChange<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null)
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    ref.current?.focus()
  }, [key])
  return ref
}
