import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { ColumnsBlock } from '@/payload-types'

import { renderBlocks } from '../../_core/RenderBlocks'
import { ColumnsComponent } from './Component'
import { columnSpanClasses } from './widthClasses'

const columns = (over: Partial<ColumnsBlock> = {}): ColumnsBlock => ({
  blockType: 'columns',
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
  it('lays columns on a 12-column grid with gap and vertical alignment', () => {
    const html = renderToStaticMarkup(<ColumnsComponent renderBlocks={renderBlocks} {...columns()} />)
    expect(html).toMatch(/^<div class="grid grid-cols-12 gap-8 lg:gap-12 items-center">/)
    expect(html).toContain('<div class="col-span-12 md:col-span-8 flex min-w-0 flex-col gap-6"><h2')
    expect(html).toContain('<div class="col-span-12 md:col-span-4 flex min-w-0 flex-col gap-6"><ul')
  })

  it('renders an empty column as an empty grid cell', () => {
    const html = renderToStaticMarkup(
      <ColumnsComponent renderBlocks={renderBlocks} {...columns({ columns: [{ widths: { mobile: '6' } }] })} />,
    )
    expect(html).toContain('<div class="col-span-6 flex min-w-0 flex-col gap-6"></div>')
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
