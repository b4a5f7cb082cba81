// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { NavLinkRowLabel } from './NavLinkRowLabel.client'

const row = vi.hoisted(() => ({ current: { data: {} as Record<string, unknown>, rowNumber: 2 } }))
vi.mock('@payloadcms/ui', () => ({ useRowLabel: () => row.current }))

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.startsWith('/api/pages/7?')
        ? new Response(JSON.stringify({ id: 7, title: 'Find your dealer' }), { status: 200 })
        : new Response('{}', { status: 404 }),
    ),
  )
})

describe('NavLinkRowLabel', () => {
  it('names an empty new row by its number', () => {
    row.current = { data: {}, rowNumber: 2 }
    render(<NavLinkRowLabel singular="Menu link" />)
    expect(screen.getByText('Menu link 3')).toBeTruthy()
  })

  it('names a row by its picked page’s title as soon as the page is picked', async () => {
    row.current = { data: { page: 7 }, rowNumber: 0 }
    render(<NavLinkRowLabel singular="Menu link" />)
    expect(await screen.findByText('Find your dealer')).toBeTruthy()
  })

  it('prefers the row’s own label, then its address', () => {
    row.current = { data: { label: 'Dealers', page: 7 }, rowNumber: 0 }
    const { unmount } = render(<NavLinkRowLabel singular="Menu link" />)
    expect(screen.getByText('Dealers')).toBeTruthy()
    unmount()
    row.current = { data: { url: '/offers' }, rowNumber: 0 }
    render(<NavLinkRowLabel singular="Menu link" />)
    expect(screen.getByText('/offers')).toBeTruthy()
  })
})
