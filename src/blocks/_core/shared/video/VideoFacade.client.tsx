'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'

import { FOCUS_RING } from '../styles'

type Props = {
  /** The player address with autoplay on: it is only loaded once the visitor presses play. */
  src: string
  /** The video's title: names the play button and the player frame. */
  title: string
  /** The play button's text and its name with the video's title, in the page's language. */
  words: { play: string; playNamed: string }
  /** The still shown until then (rendered on the server). */
  children: ReactNode
}

/**
 * A video that loads its player only when asked: a still and a play button first, so the page makes no
 * request to the video site (and sets none of its cookies) until the visitor chooses to watch. The player
 * then starts at once and takes the keyboard focus, so keyboard users can pause it straight away.
 */
export function VideoFacade({ src, title, words, children }: Props) {
  const [playing, setPlaying] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)

  useEffect(() => {
    if (playing) frame.current?.focus()
  }, [playing])

  return (
    <div className="relative aspect-video w-full rounded-lg bg-brand-900">
      {playing ? (
        <iframe
          ref={frame}
          src={src}
          title={title}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full rounded-lg border-0"
        />
      ) : (
        <>
          <div className="absolute inset-0 overflow-hidden rounded-lg [&_img]:size-full [&_img]:object-cover">
            {children}
          </div>
          <button
            type="button"
            aria-label={words.playNamed}
            onClick={() => setPlaying(true)}
            className={`group absolute inset-0 flex cursor-pointer items-center justify-center rounded-lg ${FOCUS_RING}`}
          >
            <span className="inline-flex min-h-12 items-center gap-2 rounded-full bg-accent-600 px-5 py-3 text-base font-semibold text-white shadow-lg transition-colors group-hover:bg-accent-700 motion-reduce:transition-none">
              <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" className="size-5 fill-current">
                <path d="M6 4.5v11a.75.75 0 0 0 1.14.64l9-5.5a.75.75 0 0 0 0-1.28l-9-5.5A.75.75 0 0 0 6 4.5Z" />
              </svg>
              {words.play}
            </span>
          </button>
        </>
      )}
    </div>
  )
}
