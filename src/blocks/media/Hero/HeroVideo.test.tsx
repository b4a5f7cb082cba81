// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'

import { HeroComponent } from './Component'
import { heroFixture } from './fixture'
import { renderIn } from '@/i18n/testing'

/** Renders as an English page does, inside the providers that give components their words. */
const render = (ui: Parameters<typeof renderIn>[1]) => renderIn('en', ui)

// The island's own code, at once: in the browser it loads once the island is on screen.
vi.mock('./lazy.client', async () => ({
  LazyHeroVideo: (await import('./HeroVideo.client')).HeroVideo,
}))

/** A matchMedia for a screen of this width, with or without the reduced-motion setting. */
function setScreen(width: number, reducedMotion = false) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query)
    const matches = query.includes('prefers-reduced-motion')
      ? reducedMotion
      : min
        ? width >= Number(min[1])
        : false
    return { matches, media: query, addEventListener() {}, removeEventListener() {} }
  })
}

const files = {
  videoSmall: 'https://cdn.example.com/phone.mp4',
  videoMedium: 'https://cdn.example.com/tablet.mp4',
  videoLarge: 'http://cdn.example.com/desktop.mp4',
}
const showVideoHero = (playOnPhones = false) =>
  render(<HeroComponent {...heroFixture} variant="video" {...files} playOnPhones={playOnPhones} />)
const video = () => document.querySelector('video')

// jsdom has no media playback: the element's play and pause are recorded instead.
let play: MockInstance<HTMLMediaElement['play']>
let pause: MockInstance<HTMLMediaElement['pause']>
beforeEach(() => {
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve())
  pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('Video hero', () => {
  it('plays the large-screen file muted and looping over the still picture, and pauses on request', () => {
    setScreen(1280)
    showVideoHero()
    const element = video()!
    expect(element.getAttribute('src')).toBe('https://cdn.example.com/desktop.mp4')
    expect(element.muted).toBe(true)
    expect(element.loop).toBe(true)
    expect(element.hasAttribute('playsinline')).toBe(true)
    expect(play).toHaveBeenCalled()
    expect(screen.getByRole('img', { name: /family home/ })).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Pause background video' }))
    expect(pause).toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Play background video' })).toBeTruthy()
  })

  it('plays the tablet file between 640 and 1023 px', () => {
    setScreen(800)
    showVideoHero()
    expect(video()?.getAttribute('src')).toBe('https://cdn.example.com/tablet.mp4')
  })

  it('shows only the still picture on phones, unless the editor chose to play there', () => {
    setScreen(375)
    const { unmount } = showVideoHero()
    expect(video()).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByRole('img', { name: /family home/ })).toBeTruthy()
    unmount()
    showVideoHero(true)
    expect(video()?.getAttribute('src')).toBe('https://cdn.example.com/phone.mp4')
  })

  it('never starts by itself for visitors who prefer reduced motion, but plays when they ask', () => {
    setScreen(1280, true)
    showVideoHero()
    expect(play).not.toHaveBeenCalled()
    expect(video()?.getAttribute('preload')).toBe('none')
    fireEvent.click(screen.getByRole('button', { name: 'Play background video' }))
    expect(play).toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Pause background video' })).toBeTruthy()
  })

  it('offers play again when the browser refuses to start the video', async () => {
    setScreen(1280)
    play.mockImplementation(() => Promise.reject(new Error('NotAllowedError')))
    showVideoHero()
    await act(async () => {})
    expect(screen.getByRole('button', { name: 'Play background video' })).toBeTruthy()
  })

  it('shows the still picture alone when no video file is set', () => {
    setScreen(1280)
    render(<HeroComponent {...heroFixture} variant="video" />)
    expect(video()).toBeNull()
    expect(screen.getByRole('img', { name: /family home/ })).toBeTruthy()
  })
})
