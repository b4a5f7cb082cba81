'use client'

import { useEffect } from 'react'

/**
 * Sets `data-hydrated` on <html> once React has hydrated the page's root, so a check (an end-to-end test, a
 * monitoring script) can tell when the page answers taps. Islands that load later mark themselves.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}
