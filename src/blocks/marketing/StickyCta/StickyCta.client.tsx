'use client'

import { useEffect, useRef, useState } from 'react'

import {
  STICKY_CTA_DELAY_MS,
  STICKY_CTA_THRESHOLD,
  stickyPosition,
  type StickyPosition,
} from '../../../domain/banners/stickyCta'
import { FOCUS_RING } from '../../_core/shared/styles'

type Props = { href: string; label: string; text?: string | null }

// The site's primary action (white on the accent red, 5.3:1) on the deep-blue bar, 44 px high for touch.
const ACTION = `inline-flex min-h-11 max-w-full items-center justify-center truncate rounded-md bg-accent-600 px-5 py-2.5 font-semibold text-white hover:bg-accent-700 ${FOCUS_RING}`
const BAR = {
  fixed: 'fixed inset-x-0 bottom-0 z-30 shadow-[0_-4px_12px_rgb(12_42_77/0.2)]',
  relative: 'relative overflow-hidden rounded-lg',
}

/**
 * The sticky call to action (spec §4). Its place on the page keeps the bar's height at all times, so the
 * switch moves nothing else. The server sends it fixed at the bottom of the window, which is where it stays
 * on a page that places it at the end (no movement at load); 2 s after load a watch on its place settles
 * it into the page whenever enough of the place is in view. The same link element changes position, so a
 * visitor's focus is never moved.
 */
export function StickyCtaBar({ href, label, text }: Props) {
  const place = useRef<HTMLDivElement>(null)
  const [position, setPosition] = useState<StickyPosition>('fixed')

  useEffect(() => {
    const target = place.current
    if (!target || typeof IntersectionObserver === 'undefined') return
    let timer: number | undefined
    let observer: IntersectionObserver | undefined
    const watch = () => {
      timer = window.setTimeout(() => {
        observer = new IntersectionObserver(
          (entries) => {
            const latest = entries[entries.length - 1]
            if (latest) setPosition(stickyPosition(latest))
          },
          { threshold: STICKY_CTA_THRESHOLD },
        )
        observer.observe(target)
      }, STICKY_CTA_DELAY_MS)
    }
    if (document.readyState === 'complete') watch()
    else window.addEventListener('load', watch, { once: true })
    return () => {
      window.removeEventListener('load', watch)
      window.clearTimeout(timer)
      observer?.disconnect()
    }
  }, [])

  return (
    <div ref={place} data-sticky-cta={position} className="h-18">
      <div
        className={`h-18 bg-brand-900 text-white [--focus-halo:var(--color-brand-900)] [--focus-ring:#fff] ${BAR[position]}`}
      >
        <div className="container-page flex h-full items-center justify-center gap-6 sm:justify-between">
          {text ? <p className="hidden truncate text-lg font-semibold sm:block">{text}</p> : null}
          <a href={href} className={ACTION}>
            {label}
          </a>
        </div>
      </div>
    </div>
  )
}
