import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { ColumnsBlock } from '@/payload-types'

import { noBlockData } from '../../_core/data'
import { renderBlocksWith } from '../../_core/RenderBlocks'

const renderBlocks = renderBlocksWith(noBlockData)
import { ColumnsComponent } from './Component'
import { columnsFixture } from './fixture'
import { columnSpanClasses } from './widthClasses'

const columns = (over: Partial<ColumnsBlock> = {}): ColumnsBlock => ({
  blockType: 'columns',
  preset: 'custom',
  gap: 'large',
  verticalAlignment: 'center',
  columns: [
    {
      widths: { mobile: '12', medium: '8' },
      blocks: [{ blockType: 'heading', text: 'Heat pumps', level: 'h2' }],
    },
    {
      widths: { mobile: '12', medium: '4' },
      blocks: [{ blockType: 'list', items: [{ text: 'Efficient' }] }],
    },
  ],
  ...over,
})

describe('ColumnsComponent', () => {
  // How columns stand on the page (side by side on a wide screen with a gap, stacked on a phone, their widths):
  // tests/e2e/block-looks.spec.ts.
  it('puts each column’s blocks in a cell of its own, in the editor’s order', () => {
    const html = renderToStaticMarkup(<ColumnsComponent renderBlocks={renderBlocks} {...columns()} />)
    expect(html).toMatch(
      /^<div[^>]*><div[^>]*><h2[^>]*>Heat pumps<\/h2><\/div><div[^>]*><ul[^>]*><li[^>]*>Efficient/,
    )
  })

  it('renders an empty column as an empty grid cell', () => {
    const html = renderToStaticMarkup(
      <ColumnsComponent
        renderBlocks={renderBlocks}
        {...columns({ columns: [{ widths: { mobile: '6' } }] })}
      />,
    )
    expect(html).toContain('<div class="col-span-6 flex min-w-0 flex-col gap-6"></div>')
  })
})

describe('a columns layout preset', () => {
  const classesOf = (html: string) =>
    [...html.matchAll(/<div class="(col-span[^"]*) flex min-w-0/g)].map((m) => m[1])

  it('sets every column’s width, whatever widths the columns kept from before', () => {
    const html = renderToStaticMarkup(<ColumnsComponent renderBlocks={renderBlocks} {...columnsFixture} />)
    expect(classesOf(html)).toEqual(['col-span-12 md:col-span-6', 'col-span-12 md:col-span-6'])
  })

  it('repeats its pattern when there are more columns than it names', () => {
    const four = Array.from({ length: 4 }, () => ({ widths: { mobile: '12' as const }, blocks: [] }))
    const twoThirds = renderToStaticMarkup(
      <ColumnsComponent
        renderBlocks={renderBlocks}
        {...columns({ preset: 'twoThirdsThird', columns: four })}
      />,
    )
    expect(classesOf(twoThirds)).toEqual([
      'col-span-12 md:col-span-8',
      'col-span-12 md:col-span-4',
      'col-span-12 md:col-span-8',
      'col-span-12 md:col-span-4',
    ])
    const quarters = renderToStaticMarkup(
      <ColumnsComponent renderBlocks={renderBlocks} {...columns({ preset: 'quarters', columns: four })} />,
    )
    expect(classesOf(quarters)).toEqual(Array(4).fill('col-span-12 sm:col-span-6 lg:col-span-3'))
  })

  it('leaves the widths to each column under Custom', () => {
    const html = renderToStaticMarkup(<ColumnsComponent renderBlocks={renderBlocks} {...columns()} />)
    expect(classesOf(html)).toEqual(['col-span-12 md:col-span-8', 'col-span-12 md:col-span-4'])
  })
})

describe('columnSpanClasses', () => {
  it('maps every breakpoint to its literal class', () => {
    expect(
      columnSpanClasses({ mobile: '12', small: '6', medium: '4', large: '3', xlarge: '2', xxlarge: '1' }),
    ).toBe('col-span-12 sm:col-span-6 md:col-span-4 lg:col-span-3 xl:col-span-2 2xl:col-span-1')
  })

  it('leaves empty breakpoints to inherit and defaults mobile to full width', () => {
    expect(columnSpanClasses({ mobile: '6', large: '4' })).toBe('col-span-6 lg:col-span-4')
    expect(columnSpanClasses({ large: '9' })).toBe('col-span-12 lg:col-span-9')
    expect(columnSpanClasses(null)).toBe('col-span-12')
  })
})
