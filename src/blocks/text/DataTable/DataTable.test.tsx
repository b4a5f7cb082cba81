// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import type { DataTableBlock } from '@/payload-types'

import { DataTableComponent } from './Component'
import { dataTableFixture } from './fixture'
import { renderIn } from '@/i18n/testing'

/** Renders as an English page does, inside the providers that give components their words. */
const render = (ui: Parameters<typeof renderIn>[1]) => renderIn('en', ui)

const show = (over: Partial<DataTableBlock> = {}) =>
  render(<DataTableComponent {...dataTableFixture} {...over} />)
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((tr) => [...tr.children].map((cell) => `${cell.tagName.toLowerCase()}:${cell.textContent}`))

describe('Data table block', () => {
  it('scrolls inside a named region that the keyboard can reach', () => {
    show()
    const region = screen.getByRole('region', { name: 'Warranty types compared' })
    expect(region.tabIndex).toBe(0)
    expect(within(region).getByRole('table', { name: 'Warranty types compared' })).toBeTruthy()
  })

  it('gives column headings, a spanning group heading and row headings', () => {
    show()
    expect(screen.getByRole('columnheader', { name: 'Coverage' }).getAttribute('colspan')).toBe('2')
    expect(screen.getByRole('columnheader', { name: 'Coverage' }).getAttribute('scope')).toBe('colgroup')
    expect(screen.getByRole('columnheader', { name: 'Labor' }).getAttribute('scope')).toBe('col')
    expect(screen.getAllByRole('rowheader').map((th) => th.textContent)).toEqual([
      'Base limited',
      'Registered limited',
      'Extended',
    ])
  })

  it('fills a short row to the table’s width and leaves empty heading cells unnamed', () => {
    show()
    const rows = rowsOf(screen.getByRole('table'))
    expect(rows[0]).toEqual(['td:', 'th:Coverage', 'th:How to get it'])
    expect(rows[4]).toEqual(['th:Extended', 'td:Set by the plan you buy', 'td:'])
  })

  it('spans the filler over every missing column', () => {
    show({
      headerRows: [],
      bodyRows: [
        { cells: [{ text: 'Base limited', colSpan: 2 }] },
        { cells: [{ text: 'a' }, { text: 'b' }, { text: 'c' }, { text: 'd' }] },
      ],
    })
    const filler = screen.getByRole('table').querySelector('tbody tr')!.lastElementChild!
    expect([filler.textContent, filler.getAttribute('colspan')]).toEqual(['', '2'])
  })

  it('keeps the first column in place only when the editor fixed it', () => {
    show()
    const firstCells = [...screen.getByRole('table').querySelectorAll('tr > :first-child')]
    expect(firstCells.every((cell) => cell.className.includes('sticky left-0'))).toBe(true)
    expect(screen.getByRole('cell', { name: 'Usually 5 years' }).className).not.toContain('sticky')
    show({ fixedFirstColumn: false })
    const unfixed = screen.getAllByRole('table')[1]!
    expect(unfixed.querySelector('.sticky')).toBeNull()
  })

  // A cell's background colour, and a fixed cell staying opaque as the rest scrolls under it, as a visitor
  // sees them: tests/e2e/block-looks.spec.ts.

  it('renders nothing without rows', () => {
    const { container } = show({ headerRows: [], bodyRows: [] })
    expect(container.innerHTML).toBe('')
  })
})
