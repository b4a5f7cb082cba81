// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import type { Page } from '@/payload-types'

import { CtaCardsComponent } from './Component'
import { ctaCardsFixture } from './fixture'

describe('CtaCards block', () => {
  it('shows each card’s title, text and button', () => {
    render(<CtaCardsComponent {...ctaCardsFixture} />)
    const cards = within(screen.getByRole('region', { name: 'Ready for the next step?' })).getAllByRole(
      'listitem',
    )
    expect(within(cards[0]!).getByRole('heading', { level: 3, name: 'Get a quote' })).toBeTruthy()
    expect(within(cards[0]!).getByText(/measures and prices/)).toBeTruthy()
    expect(within(cards[1]!).getByRole('link', { name: 'About leasing' }).getAttribute('href')).toBe(
      '/pricing/leasing/',
    )
  })

  it('shows the card without a button when its address fails the link rule', () => {
    const card = { ...ctaCardsFixture.cards[0]!, url: 'javascript:alert(1)' }
    render(<CtaCardsComponent {...ctaCardsFixture} title={null} cards={[card]} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Get a quote' })).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('follows a picked page to its current address, and drops the button while the page is unpublished', () => {
    const card = { ...ctaCardsFixture.cards[0]!, url: '/old-address/' }
    const published = {
      id: 7,
      title: 'Quotes',
      path: '/pricing/quotes/',
      _status: 'published',
      deletedAt: null,
    } as Page
    const { unmount } = render(
      <CtaCardsComponent {...ctaCardsFixture} title={null} cards={[{ ...card, page: published }]} />,
    )
    expect(screen.getByRole('link', { name: card.label }).getAttribute('href')).toBe('/pricing/quotes/')
    unmount()

    render(
      <CtaCardsComponent
        {...ctaCardsFixture}
        title={null}
        cards={[{ ...card, page: { ...published, _status: 'draft' } as Page }]}
      />,
    )
    expect(screen.getByRole('heading', { level: 2, name: card.title })).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
  })
})
