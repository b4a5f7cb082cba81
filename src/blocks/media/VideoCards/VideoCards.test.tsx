// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import type { VideoCardsBlock } from '@/payload-types'

import { VideoCardsComponent } from './Component'
import { videoCardsFixture } from './fixture'
import { renderIn } from '@/i18n/testing'

/** Renders as an English page does, inside the providers that give components their words. */
const render = (ui: Parameters<typeof renderIn>[1]) => renderIn('en', ui)

const show = (over: Partial<VideoCardsBlock> = {}) =>
  render(<VideoCardsComponent {...videoCardsFixture} {...over} />)
const card = videoCardsFixture.cards[0]!

describe('VideoCards block', () => {
  it('shows each card’s super-title, title and description', () => {
    show()
    const items = within(screen.getByRole('region', { name: 'More to watch' })).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(within(items[0]!).getByText('3-minute video')).toBeTruthy()
    expect(within(items[0]!).getByRole('heading', { level: 3, name: 'Reading your thermostat' })).toBeTruthy()
    expect(within(items[0]!).getByText(/which one saves the most/)).toBeTruthy()
  })

  it('opens a video site in a new tab and says so; a site link stays in the tab', () => {
    show()
    const external = screen.getByRole('link', { name: /^Watch the video ?\(opens in a new tab\)$/ })
    expect(external.getAttribute('href')).toBe('https://www.youtube.com/watch?v=R6MlUcmOul8')
    expect(external.getAttribute('target')).toBe('_blank')
    expect(external.getAttribute('rel')).toBe('noopener noreferrer')
    expect(external.getAttribute('aria-describedby')).toBe(
      screen.getByRole('heading', { name: 'Reading your thermostat' }).id,
    )
    const local = screen.getByRole('link', { name: 'Read the checklist' })
    expect(local.getAttribute('target')).toBeNull()
  })

  it('shows no link for an unsafe address, and never more than four cards', () => {
    show({ cards: [{ ...card, link: 'javascript:alert(1)' }] })
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByRole('heading', { name: 'Reading your thermostat' })).toBeTruthy()
    const { container } = render(<VideoCardsComponent {...videoCardsFixture} cards={Array(6).fill(card)} />)
    expect(container.querySelectorAll('li')).toHaveLength(4)
  })

  it('titles the cards as the section’s headings when the block has no title', () => {
    show({ title: null })
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2)
  })
})
