'use client'

import { useEffect, useRef, useState, useSyncExternalStore } from 'react'

import { isBannerClosed, rememberBannerClosed } from '../../../domain/banners/closedBanner'
import { FOCUS_RING, TEXT_LINK } from '../../_core/shared/styles'
import { hideIfClosedScript } from './hideIfClosed'

type Props = {
  storageKey: string
  text: string
  link: { href: string; label: string } | null
  tone: 'light' | 'dark'
  /** The banner's name, its close button's and the note left after a close, in the page's language. */
  words: BannerWords
}

export type BannerWords = { label: string; close: string; closed: string }

const TONE = {
  light: 'border border-line bg-brand-50 text-ink [--focus-ring:var(--color-brand-700)]',
  dark: 'bg-brand-800 text-white [--focus-ring:#fff] [--focus-halo:var(--color-brand-800)]',
}

/** localStorage, or null where the browser blocks it (reading it can throw). */
function browserStore(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

// A close in another tab hides the banner here as well.
const subscribe = (onChange: () => void) => {
  window.addEventListener('storage', onChange)
  return () => window.removeEventListener('storage', onChange)
}
const never = () => () => {}

/**
 * The banner with its close button. The server renders it open, with the script that hides it before
 * paint for a visitor who closed it before (hideIfClosed.ts); once the page runs it is removed here. The
 * script is only in the server's HTML: a page opened by client navigation knows the answer before its
 * first render. After a close the focus moves to a short note where the banner was, so keyboard users
 * carry on from the same place.
 */
export function ClosableBanner({ storageKey, text, link, tone, words }: Props) {
  const closedBefore = useSyncExternalStore(
    subscribe,
    () => isBannerClosed(browserStore(), storageKey),
    () => false,
  )
  // True while rendering on the server and hydrating its HTML, false in any later render.
  const fromServer = useSyncExternalStore(
    never,
    () => false,
    () => true,
  )
  const [closedNow, setClosedNow] = useState(false)
  const note = useRef<HTMLParagraphElement>(null)

  useEffect(() => {
    if (closedNow) note.current?.focus({ preventScroll: true })
  }, [closedNow])

  return (
    <div data-banner-key={storageKey}>
      {fromServer ? <script dangerouslySetInnerHTML={{ __html: hideIfClosedScript(storageKey) }} /> : null}
      {closedNow ? (
        <p ref={note} tabIndex={-1} className="sr-only">
          {words.closed}
        </p>
      ) : closedBefore ? null : (
        <Banner
          text={text}
          link={link}
          tone={tone}
          words={words}
          onClose={() => {
            rememberBannerClosed(browserStore(), storageKey)
            setClosedNow(true)
          }}
        />
      )}
    </div>
  )
}

type BannerProps = Omit<Props, 'storageKey'> & { onClose: () => void }

function Banner({ text, link, tone, words, onClose }: BannerProps) {
  return (
    <section
      aria-label={words.label}
      className={`flex items-start gap-3 rounded-lg py-3 pr-2 pl-5 ${TONE[tone]}`}
    >
      <p className="flex-1 self-center py-1">
        {text}
        {link ? (
          <>
            {' '}
            <a href={link.href} className={`${TEXT_LINK} font-semibold`}>
              {link.label}
            </a>
          </>
        ) : null}
      </p>
      <button
        type="button"
        aria-label={words.close}
        onClick={onClose}
        className={`inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-black/10 ${FOCUS_RING}`}
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" className="size-5">
          <path d="m5 5 10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </section>
  )
}
