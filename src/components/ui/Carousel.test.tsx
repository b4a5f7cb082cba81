// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { DEFAULT_CAROUSEL, onEveryDevice } from '@/domain/carousel/settings'

import { Carousel } from './Carousel.client'
import { fakeBrowser } from './fakeBrowser'

const slides = ['Furnaces', 'Heat pumps', 'Thermostats'].map((name) => <p key={name}>{name}</p>)
const moving = onEveryDevice({ ...DEFAULT_CAROUSEL.desktop, slidesPerView: 1, autoplay: true, delayMs: 4000 })

describe('Carousel', () => {
  it('is a named carousel of labelled slides', () => {
    fakeBrowser()
    render(<Carousel label="Product lines" slides={slides} settings={DEFAULT_CAROUSEL} />)
    const carousel = screen.getByRole('region', { name: 'Product lines' })
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel')
    const groups = within(carousel).getAllByRole('group')
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3'])
    expect(groups[0]!.getAttribute('aria-roledescription')).toBe('slide')
    expect(screen.queryByRole('button', { name: /automatic slides/ })).toBeNull()
  })

  it('offers a button that stops and restarts automatic slides, and keeps them quiet while they move', () => {
    fakeBrowser()
    render(<Carousel label="Product lines" slides={slides} settings={moving} />)
    const track = screen.getAllByRole('group')[0]!.parentElement!
    expect(track.getAttribute('aria-live')).toBe('off')
    const button = screen.getByRole('button', { name: 'Stop automatic slides' })
    button.focus()
    fireEvent.click(button)
    expect(button).toHaveProperty('textContent', 'Start automatic slides')
    expect(document.activeElement).toBe(button)
    expect(track.getAttribute('aria-live')).toBe('polite')
  })

  it('never moves by itself for visitors who prefer reduced motion', () => {
    fakeBrowser({ reducedMotion: true })
    render(<Carousel label="Product lines" slides={slides} settings={moving} />)
    expect(screen.queryByRole('button', { name: /automatic slides/ })).toBeNull()
  })
})
