// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import type { Header, Media } from '@/payload-types'

import { renderIn } from '@/i18n/testing'

import { SiteHeader } from './SiteHeader'

vi.mock('next/navigation', () => ({ usePathname: () => '/products/furnaces' }))

const header: Header = {
  id: 1,
  navItems: [
    { label: 'Products', url: '/products' },
    { label: 'Furnaces', url: '/products/furnaces' },
    { label: 'Deals', url: '//evil.example/deals' },
    { label: 'Coupons', url: '/\\evil.example' },
    { label: 'Prize', url: 'javascript:alert(1)' },
  ],
  cta: { label: 'Call customer care', url: 'tel:18005550142' },
}

const logo: Media = {
  id: 7,
  alt: 'Alderline logo',
  // Payload prefixes its own files with the server URL; the page loads them from its own path.
  url: 'http://localhost:3000/api/media/file/logo.svg',
  width: 200,
  height: 50,
  mimeType: 'image/svg+xml',
  updatedAt: '',
  createdAt: '',
}

const showHeader = (props: Partial<Parameters<typeof SiteHeader>[0]> = {}) =>
  renderIn('en', <SiteHeader header={header} brandName="Alderline" phone="1-800-555-0142" {...props} />)

describe('SiteHeader', () => {
  it('links the drawn mark and the brand name home, named by the brand name alone', () => {
    showHeader()
    const home = screen.getByRole('link', { name: 'Alderline' })
    expect(home.getAttribute('href')).toBe('/')
    expect(home.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('shows an uploaded logo with the brand name as its text alternative', () => {
    showHeader({ logo })
    const image = within(screen.getByRole('link', { name: 'Alderline' })).getByRole('img')
    expect(image.getAttribute('alt')).toBe('Alderline')
    expect(image.getAttribute('src')).toBe('/api/media/file/logo.svg')
    expect(image.getAttribute('width')).toBe('160')
  })

  it('leaves out navigation entries whose address the link rule refuses', () => {
    showHeader()
    const desktop = screen.getAllByRole('navigation', { name: 'Main' })[0]!
    expect(
      within(desktop)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Products', '/products'],
      ['Furnaces', '/products/furnaces'],
    ])
    expect(document.body.innerHTML).not.toMatch(/evil\.example|javascript/)
  })

  it('marks the current page in the main navigation', () => {
    showHeader()
    const desktop = screen.getAllByRole('navigation', { name: 'Main' })[0]!
    expect(within(desktop).getByRole('link', { name: 'Furnaces' }).getAttribute('aria-current')).toBe('page')
    expect(within(desktop).getByRole('link', { name: 'Products' }).getAttribute('aria-current')).toBeNull()
  })
})
