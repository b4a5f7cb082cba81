// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import type { ExpandableCardsBlock } from '@/payload-types'

import { setViewportWidth } from '../../_core/shared/accordion/testing'
import { ExpandableCardsComponent } from './Component'
import { expandableCardsFixture } from './fixture'

vi.mock('../../_core/shared/accordion/lazy.client', async () => ({
  LazyDisclosure: (await import('../../_core/shared/accordion/Disclosure.client')).Disclosure,
}))

const show = (over: Partial<ExpandableCardsBlock> = {}) =>
  render(<ExpandableCardsComponent {...expandableCardsFixture} {...over} />)
const moreButton = (card: string) => screen.getByRole('button', { name: `More details about ${card}` })
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls') ?? '')!

afterEach(() => vi.unstubAllGlobals())

describe('Expandable cards block', () => {
  it('shows each card’s title and summary, with a button that names its card', () => {
    setViewportWidth(375)
    show()
    expect(screen.getByRole('region', { name: 'Before you register' })).toBeTruthy()
    const cards = screen.getAllByRole('listitem')
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Find the serial number',
      'Keep your paperwork',
    ])
    expect(within(cards[1]!).getByText(/installation invoice/)).toBeTruthy()
    expect(moreButton('Keep your paperwork').getAttribute('aria-expanded')).toBe('false')
  })

  it('opens and closes the rest of a card', () => {
    setViewportWidth(375)
    show()
    const button = moreButton('Keep your paperwork')
    expect(panelOf(button).hidden).toBe(true)
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(within(panelOf(button)).getByRole('link', { name: 'Find a dealer' }).getAttribute('href')).toBe(
      '/find-a-dealer/',
    )
    fireEvent.click(button)
    expect(panelOf(button).hidden).toBe(true)
  })

  it('starts a card open on the devices the editor ticked', () => {
    setViewportWidth(1280)
    show()
    const button = moreButton('Find the serial number')
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(within(panelOf(button)).getByText(/Serial No\./)).toBeTruthy()
  })

  it('keeps that card closed on a tablet', () => {
    setViewportWidth(800)
    show()
    expect(moreButton('Find the serial number').getAttribute('aria-expanded')).toBe('false')
  })
})
