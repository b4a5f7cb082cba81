// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import type { Footer } from '@/payload-types'

import { renderIn } from '@/i18n/testing'

import { SiteFooter } from './SiteFooter'

vi.mock('next/navigation', () => ({ usePathname: () => '/products/furnaces' }))

describe('SiteFooter', () => {
  const footer: Footer = {
    id: 1,
    columns: [
      {
        heading: 'About this site',
        links: [
          { label: 'Privacy', url: '/privacy' },
          { label: 'Furnaces', url: '/products/furnaces' },
          { label: 'Elsewhere', url: '//evil.example' },
        ],
      },
    ],
    legal: 'Demo site.',
  }

  it('lists safe links under each heading and marks the current page', () => {
    renderIn(
      'en',
      <SiteFooter footer={footer} brandName="Alderline" phone="1-800-555-0142" supportHours={[]} />,
    )
    const column = screen.getByRole('navigation', { name: 'About this site' })
    const links = within(column).getAllByRole('link')
    expect(links.map((a) => a.textContent)).toEqual(['Privacy', 'Furnaces'])
    expect(links.map((a) => a.getAttribute('aria-current'))).toEqual([null, 'page'])
  })
})
