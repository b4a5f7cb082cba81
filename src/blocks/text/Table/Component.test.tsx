import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { TableBlock } from '@/payload-types'

import { TableComponent } from './Component'

const rows: TableBlock['rows'] = [
  { cells: [{ content: 'Product' }, { content: 'Starting price' }] },
  { cells: [{ content: 'Air conditioner' }, { content: '$5,400' }] },
  { cells: [{ content: 'Heat pump' }, { content: '$5,800' }] },
]

const render = (over: Partial<TableBlock>) =>
  renderToStaticMarkup(<TableComponent blockType="table" rows={rows} {...over} />)

describe('TableComponent', () => {
  it('renders a real table with caption and column headers', () => {
    const html = render({ caption: 'Installed cost', hasHeaderRow: true })
    expect(html).toMatch(
      /^<div role="region" aria-label="Installed cost" tabindex="0" class="overflow-x-auto/,
    )
    expect(html).toMatch(
      /<table class="[^"]*"><caption class="[^"]*">Installed cost<\/caption><thead><tr><th scope="col"/,
    )
    expect(html).toContain('>Starting price</th></tr></thead><tbody><tr><td')
    expect(html).toContain('>$5,800</td></tr></tbody></table></div>')
  })

  it('puts every row in the body when the header row is off', () => {
    const html = render({ hasHeaderRow: false })
    expect(html).not.toContain('<thead>')
    expect(html).not.toContain('<caption')
    expect(html).toContain('aria-label="Table"')
    expect(html.match(/<tr>/g)).toHaveLength(3)
  })

  it('marks row headers when the first column holds them', () => {
    const html = render({ hasHeaderRow: true, hasHeaderColumn: true })
    expect(html).toMatch(/<tbody><tr><th scope="row" class="[^"]*">Air conditioner<\/th><td/)
  })

  it('renders nothing without cells', () => {
    expect(render({ rows: [] })).toBe('')
  })
})
