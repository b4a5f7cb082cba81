// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import type { DealerSearchResponse } from '../../domain/dealers/responseSchemas'
import { ORDER_SEED_COOKIE, orderForVisit } from '../../domain/locator/ordering'
import { dealer } from '../../domain/locator/testDealer'
import { DealerZipForm } from './DealerZipForm.client'

const nav = vi.hoisted(() => ({ params: new URLSearchParams(), push: vi.fn() }))
vi.mock('next/navigation', () => ({
  usePathname: () => '/admin/collections/dealers',
  useRouter: () => ({ push: nav.push }),
  useSearchParams: () => nav.params,
}))

type SearchDealer = DealerSearchResponse['dealers'][number]
const result = (id: number, bucket: number, distance: number): SearchDealer =>
  ({
    ...dealer({ id, name: `Dealer ${id}`, bucket, distance, data: { city: 'Chicago', state: 'IL' } }),
    searchInfo: { kind: bucket <= 2 ? 'territory' : 'radius', bucket },
    distance,
  }) as SearchDealer

const answer: DealerSearchResponse = {
  zipcode: '60614',
  city: 'Chicago',
  state: 'IL',
  count: 5,
  randomizeBuckets: [2],
  dealers: [result(5, 4, 12.2), result(1, 2, 3), result(2, 2, 0.5), result(3, 2, 7), result(4, 3, 2)],
}

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 })

beforeEach(() => {
  nav.params = new URLSearchParams()
  nav.push.mockClear()
  document.cookie = `${ORDER_SEED_COOKIE}=4242; Path=/`
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/v1/dealers/locations?')) return json(answer)
      if (url.startsWith('/api/dealers?')) {
        return json({
          docs: answer.dealers.map((d) => ({
            id: d.data.companyID + 100,
            data: { companyID: d.data.companyID },
          })),
        })
      }
      return new Response('{}', { status: 404 })
    }),
  )
})

describe('DealerZipForm', () => {
  it('lists the zip’s dealers in the locator’s order for this visit, with distance, territory and tier', async () => {
    const { rerender } = render(<DealerZipForm brand="ALD" radiusMiles={50} />)
    fireEvent.change(screen.getByRole('textbox', { name: 'Dealers serving a zip or postal code' }), {
      target: { value: ' 60614' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Show dealers' }))
    await vi.waitFor(() => expect(nav.push).toHaveBeenCalled())
    expect(String(nav.push.mock.calls[0]?.[0])).toContain('servingZip=60614')
    // The router's new address.
    nav.params = new URLSearchParams({ servingZip: '60614' })
    rerender(<DealerZipForm brand="ALD" radiusMiles={50} />)

    const list = screen.getByRole('region', { name: 'In the locator’s order for 60614' })
    const items = within(list).getAllByRole('listitem')
    const expected = orderForVisit(answer.dealers, answer.randomizeBuckets, 4242).map((d) => d.data.name)
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(expected)
    expect(within(list).getByRole('link', { name: 'Dealer 4' }).getAttribute('href')).toBe(
      '/admin/collections/dealers/104',
    )
    expect(items[3]?.textContent).toContain('2.0 mi · Not its territory: within the 50-mile radius')
    expect(items[0]?.textContent).toContain(
      'Territory: serves 60614 · Tier 2: territory (rotated for each visit)',
    )
  })

  it('shows the ranking for a list opened at a filtered address', async () => {
    nav.params = new URLSearchParams({ servingZip: '60614' })
    render(<DealerZipForm brand="ALD" radiusMiles={50} />)
    const list = await screen.findByRole('region', { name: 'In the locator’s order for 60614' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(5)
  })

  it('refuses a zip the search cannot take, and lists nothing', () => {
    render(<DealerZipForm brand="ALD" radiusMiles={50} />)
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '123' } })
    fireEvent.click(screen.getByRole('button', { name: 'Show dealers' }))
    expect(screen.getByRole('status').textContent).toMatch(/5-digit zip code/)
    expect(screen.queryByRole('region')).toBeNull()
    expect(fetch).not.toHaveBeenCalled()
  })
})
