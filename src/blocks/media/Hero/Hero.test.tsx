// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import type { HeroBlock } from '@/payload-types'

import { HeroComponent } from './Component'
import { closeUpPicture, heroFixture, homePicture } from './fixture'
import { renderIn } from '@/i18n/testing'

/** Renders as an English page does, inside the providers that give components their words. */
const render = (ui: Parameters<typeof renderIn>[1]) => renderIn('en', ui)

const show = (over: Partial<HeroBlock> = {}) => render(<HeroComponent {...heroFixture} {...over} />)
const hero = (container: HTMLElement) => container.querySelector('section')!

describe('Hero block', () => {
  it('shows the eyebrow, the title at the chosen level, the text and both buttons', () => {
    show()
    expect(screen.getByText('Heat pumps')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: 'Comfort in every season' })).toBeTruthy()
    expect(screen.getByText('One quiet system that heats in winter and cools in summer.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Find a dealer' }).getAttribute('href')).toBe('/find-a-dealer/')
    expect(screen.getByRole('link', { name: 'Compare heat pumps' }).getAttribute('href')).toBe(
      '/products/heat-pumps/',
    )
  })

  it('uses a section heading when asked, and leaves out a button whose link is unsafe', () => {
    show({
      titleLevel: 'h2',
      buttons: [
        { label: 'Find a dealer', url: '/find-a-dealer/', variant: 'primary' },
        { label: 'Run script', url: 'javascript:alert(1)', variant: 'outline' },
      ],
    })
    expect(screen.getByRole('heading', { level: 2, name: 'Comfort in every season' })).toBeTruthy()
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull()
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Find a dealer'])
  })

  it('chooses the whole home from 640 px on and the close-up on phones, loading it first', () => {
    const { container } = show({ imageMedium: null })
    const sources = [...container.querySelectorAll('picture source')]
    expect(sources.map((s) => s.getAttribute('media'))).toEqual(['(min-width: 640px)'])
    expect(sources[0]!.getAttribute('srcset')).toBe(
      '/api/media/file/home-480.webp 480w, /api/media/file/home-960.webp 960w, ' +
        '/api/media/file/home-1440.webp 1440w, /api/media/file/home.webp 1920w',
    )
    const img = screen.getByRole('img', { name: 'Illustration of a family home with a heat pump beside it.' })
    expect(img.getAttribute('src')).toBe('/api/media/file/heat-pump.webp')
    expect(img.getAttribute('srcset')).toContain('/api/media/file/heat-pump-480.webp 480w')
    expect(img.getAttribute('sizes')).toBe('100vw')
    expect(img.getAttribute('fetchpriority')).toBe('high')
    expect(img.getAttribute('loading')).toBe('eager')
    expect(img.getAttribute('decoding')).toBe('sync')
  })

  it('gives tablets their own picture when one is chosen', () => {
    const { container } = show({
      imageSmall: closeUpPicture,
      imageMedium: homePicture,
      imageLarge: homePicture,
      imageXl: closeUpPicture,
    })
    const media = [...container.querySelectorAll('picture source')].map((s) => s.getAttribute('media'))
    expect(media).toEqual(['(min-width: 1440px)', '(min-width: 640px)'])
  })

  it('describes the picture with the text stored with the laptop picture when the editor wrote none', () => {
    show({ alt: '' })
    expect(homePicture.alt).toBeTruthy()
    expect(screen.getByRole('img', { name: String(homePicture.alt) })).toBeTruthy()
  })

  // The text and scrim colours over a picture and on a light band, each hero's least height per screen width,
  // and a boxed hero inside the page's width, as a visitor sees them: tests/e2e/block-looks.spec.ts.
  it('lays a scrim hidden from screen readers over the picture, behind the text', () => {
    const { container } = show()
    const scrim = hero(container).querySelector(':scope > [aria-hidden="true"]')
    expect(scrim?.childElementCount).toBe(0)
    expect(scrim?.compareDocumentPosition(screen.getByRole('heading'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING)
  })

  it('shows a plain band in the chosen colour, with dark text on a light one', () => {
    const { container } = show({ variant: 'color', backgroundColor: 'light' })
    expect(container.querySelector('img, picture')).toBeNull()
    expect(hero(container).querySelector('[aria-hidden="true"]:not(svg)')).toBeNull()
  })

  it('falls back to the colour band when no picture can be shown', () => {
    const { container, unmount } = show({
      imageSmall: 7,
      imageMedium: null,
      imageLarge: 8,
      backgroundColor: 'brand',
    })
    expect(container.querySelector('img, picture')).toBeNull()
    expect(hero(container).querySelector('[aria-hidden="true"]:not(svg)')).toBeNull()
    const fallback = hero(container).outerHTML
    unmount()
    // The very band a colour hero in that colour shows.
    const band = show({ variant: 'color', backgroundColor: 'brand' })
    expect(fallback).toBe(hero(band.container).outerHTML)
  })

  it('ends the wave hero in a wave of the chosen colour, and no other hero unless asked', () => {
    const wave = (over: Partial<HeroBlock>) => hero(show(over).container).querySelector('svg[data-wave]')
    expect(wave({ variant: 'wave' })?.getAttribute('class')).toContain('fill-white')
    expect(wave({ variant: 'wave', waveColor: 'light' })?.getAttribute('class')).toContain('fill-surface')
    expect(wave({ variant: 'wave' })?.getAttribute('aria-hidden')).toBe('true')
    expect(wave({ variant: 'image' })).toBeNull()
    expect(wave({ variant: 'video', showWave: false })).toBeNull()
    expect(wave({ variant: 'video', showWave: true, waveColor: 'dark' })?.getAttribute('class')).toContain(
      'fill-brand-900',
    )
  })
})
