'use client'

import { useEffect, type RefObject } from 'react'

/**
 * While `open`, a disclosure closes on Escape (the focus goes back to its button) and on a pointer press outside
 * the elements given (the focus stays where the press put it).
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  button: RefObject<HTMLElement | null>,
  inside: RefObject<HTMLElement | null>[],
) {
  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      close()
      button.current?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node
      if (inside.some((ref) => ref.current?.contains(target))) return
      close()
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
    // `inside` is a fresh array each render; the refs in it are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, close, button])
}
