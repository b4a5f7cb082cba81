// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import type { TableBlock } from '@/payload-types'

import { TableComponent } from './Component'
import { tableFixture } from './fixture'
import { renderIn } from '@/i18n/testing'

/** Renders as an English page does, inside the providers that give components their words. */
const render = (ui: Parameters<typeof renderIn>[1]) => renderIn('en', ui)

const rows: TableBlock['rows'] = [
  { cells: [{ content: 'Product' }, { content: 'Starting price' }] },
  { cells: [{ content: 'Air conditioner' }, { content: '$5,400' }] },
  { cells: [{ content: 'Heat pump' }, { content: '$5,800' }] },
]

const show = (over: Partial<TableBlock>) => render(<TableComponent blockType="table" rows={rows} {...over} />)
const texts = (elements: HTMLElement[]) => elements.map((e) => e.textContent)

describe('TableComponent', () => {
  it('renders a real table with caption and column headers, in a named region keyboard users can scroll', () => {
    show({ caption: 'Installed cost', hasHeaderRow: true })
    const region = screen.getByRole('region', { name: 'Installed cost' })
    expect(region.tabIndex).toBe(0)
    expect(region.className).toMatch(/^overflow-x-auto/)
    const table = within(region).getByRole('table', { name: 'Installed cost' })
    expect(table.querySelector('caption')?.textContent).toBe('Installed cost')
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual(['Product', 'Starting price'])
    for (const header of within(table).getAllByRole('columnheader'))
      expect(header.getAttribute('scope')).toBe('col')
    const [head, ...body] = within(table).getAllByRole('rowgroup')
    expect(head?.tagName).toBe('THEAD')
    expect(body.map((group) => group.tagName)).toEqual(['TBODY'])
    expect(texts(within(body[0]!).getAllByRole('cell'))).toEqual([
      'Air conditioner',
      '$5,400',
      'Heat pump',
      '$5,800',
    ])
  })

  it('puts every row in the body when the header row is off', () => {
    show({ hasHeaderRow: false })
    const table = screen.getByRole('table')
    expect(within(table).queryAllByRole('columnheader')).toEqual([])
    expect(table.querySelector('thead, caption')).toBeNull()
    expect(screen.getByRole('region').getAttribute('aria-label')).toBe('Table')
    expect(within(table).getAllByRole('row')).toHaveLength(3)
  })

  it('marks row headers when the first column holds them', () => {
    render(<TableComponent {...tableFixture} />)
    const rowHeaders = screen.getAllByRole('rowheader')
    expect(texts(rowHeaders)).toEqual(['Air conditioner', 'Heat pump'])
    for (const header of rowHeaders) expect(header.getAttribute('scope')).toBe('row')
    expect(texts(screen.getAllByRole('cell'))).toEqual(['$5,400', '$5,800'])
  })

  it('renders nothing without cells', () => {
    const { container } = show({ rows: [] })
    expect(container.innerHTML).toBe('')
  })
})
