// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { ShareButtonsComponent } from './Component'
import { shareButtonsFixture } from './fixture'
import { renderIn } from '@/i18n/testing'

/** Renders as an English page does, inside the providers that give components their words. */
const render = (ui: Parameters<typeof renderIn>[1]) => renderIn('en', ui)

vi.mock('@/config/env', () => ({ env: () => ({ SITE_URL: 'https://www.alderline.example' }) }))

const page = { path: '/customer-service', title: 'Customer service & support' }

const PAGE = encodeURIComponent('https://www.alderline.example/customer-service')
const TITLE = encodeURIComponent('Customer service & support')

describe('ShareButtons block', () => {
  it('shows only the networks flagged 1, sharing the page’s public address', () => {
    render(<ShareButtonsComponent {...shareButtonsFixture} page={page} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Share this page' })).toBeTruthy()
    const links = screen.getAllByRole('link')
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Share on Facebook (opens in a new tab)',
      'Share on LinkedIn (opens in a new tab)',
      'Share by email',
    ])
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `https://www.facebook.com/sharer/sharer.php?u=${PAGE}`,
      `https://www.linkedin.com/sharing/share-offsite/?url=${PAGE}`,
      `mailto:?subject=${TITLE}&body=${PAGE}`,
    ])
  })

  it('opens the networks in a new tab without giving them this window, and e-mail in place', () => {
    render(<ShareButtonsComponent {...shareButtonsFixture} page={page} />)
    const facebook = screen.getByRole('link', { name: 'Share on Facebook (opens in a new tab)' })
    expect([facebook.getAttribute('target'), facebook.getAttribute('rel')]).toEqual([
      '_blank',
      'noopener noreferrer',
    ])
    expect(facebook.textContent).toBe('Facebook')
    expect(screen.getByRole('link', { name: 'Share by email' }).hasAttribute('target')).toBe(false)
  })

  it('names the list when the editor left the heading empty', () => {
    render(<ShareButtonsComponent {...shareButtonsFixture} title={null} page={page} />)
    expect(screen.queryByRole('heading')).toBeNull()
    expect(screen.getByRole('list', { name: 'Share this page' })).toBeTruthy()
  })

  it('renders nothing when no flag is 1', () => {
    const { container } = render(
      <ShareButtonsComponent
        blockType="shareButtons"
        facebook="0"
        twitter={null}
        linkedin="0"
        email="0"

        page={page}
      />,
    )
    expect(container.innerHTML).toBe('')
  })
})
