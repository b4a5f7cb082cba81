// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import type { CardRepeaterBlock, Media } from '@/payload-types'

import { CardRepeaterComponent } from './Component'
import { cardRepeaterFixture } from './fixture'

const show = (over: Partial<CardRepeaterBlock> = {}) =>
  render(<CardRepeaterComponent {...cardRepeaterFixture} {...over} />)

const media: Media = {
  id: 5,
  alt: 'A dealer checking an outdoor unit',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  url: '/api/media/file/unit.jpg',
  width: 800,
  height: 450,
}

describe('CardRepeater block', () => {
  it('lists the cards under the block’s heading, each titled one level below it', () => {
    show()
    const section = screen.getByRole('region', { name: 'Why lease your system' })
    const cards = within(section).getAllByRole('listitem')
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'No large upfront cost',
      'Repairs included',
      'A local dealer',
    ])
    expect(within(cards[1]!).getByText(/Repairs, maintenance visits and filters/)).toBeTruthy()
    expect(within(cards[1]!).queryByRole('link')).toBeNull()
  })

  it('names a card’s own link text and describes it with the card’s title', () => {
    show()
    const link = screen.getByRole('link', { name: 'How leasing works' })
    expect(link.getAttribute('href')).toBe('/pricing/leasing/')
    const described = document.getElementById(link.getAttribute('aria-describedby') ?? '')
    expect(described?.textContent).toBe('No large upfront cost')
  })

  it('makes the title the link when the card has no link text', () => {
    show()
    const link = screen.getByRole('link', { name: 'A local dealer' })
    expect(link.getAttribute('href')).toBe('/find-your-dealer/')
    expect(link.closest('h3')).not.toBeNull()
  })

  it('drops an unsafe link but keeps the card', () => {
    show({ cards: [{ title: 'Offer', link: 'javascript:alert(1)', linkLabel: 'See the offer' }] })
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByRole('heading', { name: 'Offer' })).toBeTruthy()
  })

  it('shows a card’s image with its alternative text, and cards become h2 without a block title', () => {
    show({ title: null, cards: [{ title: 'Installation', image: media }] })
    expect(screen.getByRole('img', { name: 'A dealer checking an outdoor unit' }).getAttribute('src')).toBe(
      '/api/media/file/unit.jpg',
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Installation' })).toBeTruthy()
  })
})
