// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { SectionRowLabel } from './SectionRowLabel.client'
import { sectionIdOf, sectionRowLabel } from './sectionLabel'

const row = vi.hoisted(() => ({ current: { data: {} as Record<string, unknown>, rowNumber: 2 } }))
vi.mock('@payloadcms/ui', () => ({ useRowLabel: () => row.current }))

const fetchMock = vi.fn(async (url: string) =>
  url.startsWith('/api/sections/4?')
    ? new Response(JSON.stringify({ id: 4, title: 'Need help banner' }), { status: 200 })
    : new Response('{}', { status: 404 }),
)

beforeEach(() => {
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
})

describe('sectionRowLabel', () => {
  it('numbers the row and names the section, else the block’s own name, else the kind alone', () => {
    expect(sectionRowLabel('Reusable section', 2, 'Need help banner')).toBe(
      '03 Reusable section: Need help banner',
    )
    expect(sectionRowLabel('Reusable section', 0, null, ' Spring offer ')).toBe(
      '01 Reusable section: Spring offer',
    )
    expect(sectionRowLabel('Reusable section', 9, null, '')).toBe('10 Reusable section')
  })

  it('finds the picked section’s id in the form’s value or a document read with depth', () => {
    expect(sectionIdOf(4)).toBe('4')
    expect(sectionIdOf('4')).toBe('4')
    expect(sectionIdOf({ id: 4, title: 'x' })).toBe('4')
    expect(sectionIdOf(null)).toBeNull()
    expect(sectionIdOf('')).toBeNull()
  })
})

describe('SectionRowLabel', () => {
  it('names a row without a section by its number and kind', () => {
    row.current = { data: {}, rowNumber: 2 }
    render(<SectionRowLabel blockLabel="Reusable section" />)
    expect(screen.getByText('03 Reusable section')).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('names the picked section as soon as its title is read', async () => {
    row.current = { data: { section: 4 }, rowNumber: 0 }
    render(<SectionRowLabel blockLabel="Reusable section" />)
    expect(await screen.findByText('01 Reusable section: Need help banner')).toBeTruthy()
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/sections/4?depth=0&select[title]=true')
  })

  it('reads a section shown in several rows once', async () => {
    row.current = { data: { section: 4 }, rowNumber: 1 }
    render(<SectionRowLabel blockLabel="Reusable section" />)
    expect(await screen.findByText('02 Reusable section: Need help banner')).toBeTruthy()
    // The previous test read section 4 already in this tab.
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('uses a section read with the page as it is, and keeps the kind when a title cannot be read', async () => {
    row.current = { data: { section: { id: 9, title: 'Spring offer' } }, rowNumber: 0 }
    const { unmount } = render(<SectionRowLabel blockLabel="Reusable section" />)
    expect(screen.getByText('01 Reusable section: Spring offer')).toBeTruthy()
    unmount()
    row.current = { data: { section: 404 }, rowNumber: 0 }
    render(<SectionRowLabel blockLabel="Reusable section" />)
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(screen.getByText('01 Reusable section')).toBeTruthy()
  })
})
