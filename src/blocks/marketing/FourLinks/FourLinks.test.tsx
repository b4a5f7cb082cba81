// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import type { Page } from '@/payload-types'

import { FourLinksComponent } from './Component'
import { fourLinksFixture } from './fixture'

describe('FourLinks block', () => {
  it('shows the four links in order under the heading', () => {
    render(<FourLinksComponent {...fourLinksFixture} />)
    const section = screen.getByRole('region', { name: 'Where would you like to start?' })
    expect(
      within(section)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Find a dealer', '/find-a-dealer/'],
      ['Troubleshooting', '/resources/troubleshooting/heat-pumps'],
      ['Maintenance tips', '/resources/maintenance-tips/air-conditioners/'],
      ['Leasing', '/pricing/leasing/'],
    ])
  })

  it('leaves out a link that fails the link rule', () => {
    const links = fourLinksFixture.links.map((item, i) =>
      i === 1 ? { ...item, link: 'javascript:x' } : item,
    )
    render(<FourLinksComponent {...fourLinksFixture} links={links} />)
    expect(screen.getAllByRole('link')).toHaveLength(3)
    expect(screen.queryByText('Troubleshooting')).toBeNull()
  })

  it('leads a tile to its picked page and leaves out a tile whose page is in the trash', () => {
    const page = (path: string, deletedAt: string | null = null) =>
      ({ id: path.length, title: path, path, _status: 'published', deletedAt }) as Page
    const links = fourLinksFixture.links.map((item, i) =>
      i === 0
        ? { ...item, link: null, page: page('/dealers/near-you/') }
        : i === 3
          ? { ...item, page: page('/pricing/leasing-plans/', '2026-11-01T00:00:00.000Z') }
          : item,
    )
    render(<FourLinksComponent {...fourLinksFixture} links={links} />)
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'))
    expect(hrefs).toEqual([
      '/dealers/near-you/',
      '/resources/troubleshooting/heat-pumps',
      '/resources/maintenance-tips/air-conditioners/',
    ])
  })
})
