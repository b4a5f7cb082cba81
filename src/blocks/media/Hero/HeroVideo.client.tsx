'use client'

import { useEffect, useRef, useState } from 'react'

import { useHydrated, useMediaQuery, useReducedMotion } from '../../../components/ui/useMediaQuery'
import {
  mayAutoplay,
  minWidthQuery,
  REDUCED_MOTION_QUERY,
  VIDEO_BREAKPOINTS,
  videoFor,
} from '../../../domain/hero/breakpoints'
import { FOCUS_RING } from '../../_core/shared/styles'

type Props = {
  /** Safe addresses of the files for phones, tablets and larger screens (any may be missing). */
  small?: string | null
  medium?: string | null
  large?: string | null
  playOnPhones: boolean
  /** The button's words, in the page's language. */
  words: { pause: string; play: string }
}

const MEDIUM = minWidthQuery(VIDEO_BREAKPOINTS.medium)
const LARGE = minWidthQuery(VIDEO_BREAKPOINTS.large)

/**
 * The video hero's moving background, over its still picture. It picks the file for the screen width, plays it
 * muted and looping, and starts by itself only for visitors who have not asked for reduced motion. A button
 * pauses and resumes it (WCAG 2.2.2). The server's HTML has no video, so phones and the first paint load only
 * the picture.
 */
export function HeroVideo({ small, medium, large, playOnPhones, words }: Props) {
  const hydrated = useHydrated()
  const reduced = useReducedMotion()
  const matched: Record<string, boolean> = {
    [REDUCED_MOTION_QUERY]: reduced,
    [MEDIUM]: useMediaQuery(MEDIUM, false),
    [LARGE]: useMediaQuery(LARGE, false),
  }
  const matches = (query: string) => matched[query] ?? false
  const src = hydrated ? videoFor(matches, { small, medium, large }, playOnPhones) : null
  // The visitor's own choice wins; until they make one, the reduced-motion setting decides.
  const [choice, setChoice] = useState<boolean | null>(null)
  const playing = src !== null && (choice ?? mayAutoplay(matches))
  const video = useRef<HTMLVideoElement>(null)

  useEffect(() => {
    const element = video.current
    if (!element) return
    if (!playing) {
      element.pause()
      return
    }
    // A browser may refuse to play (data saver, low power): the still picture stays and the button offers play.
    element.play()?.catch(() => setChoice(false))
  }, [playing, src])

  if (!src) return null
  return (
    <>
      <video
        ref={video}
        key={src}
        src={src}
        muted
        loop
        playsInline
        preload={playing ? 'auto' : 'none'}
        aria-hidden="true"
        tabIndex={-1}
        data-testid="hero-video"
        className={`absolute inset-0 -z-10 h-full w-full object-cover motion-safe:transition-opacity ${playing ? 'opacity-100' : 'opacity-0'}`}
      />
      <button
        type="button"
        onClick={() => setChoice(!playing)}
        className={`absolute top-4 right-4 z-10 min-h-11 rounded-full bg-white px-4 text-sm font-semibold text-brand-900 shadow ${FOCUS_RING}`}
      >
        {playing ? words.pause : words.play}
      </button>
    </>
  )
}
