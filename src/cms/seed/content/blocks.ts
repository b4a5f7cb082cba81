import type { Page } from '../../../payload-types'
import { richText } from './richText'

/** Small constructors that keep the demo pages readable. */
type LayoutBlock = NonNullable<Page['layout']>[number]
type Of<T extends LayoutBlock['blockType']> = Extract<LayoutBlock, { blockType: T }>

export const heading = (
  text: string,
  level: Of<'heading'>['level'] = 'h2',
  extra: Partial<Of<'heading'>> = {},
): Of<'heading'> => ({
  blockType: 'heading',
  text,
  level,
  ...extra,
})

export const paragraph = (...text: string[]): Of<'paragraph'> => ({
  blockType: 'paragraph',
  content: richText(...text),
})

export const buttons = (
  ...items: { label: string; url: string; variant?: 'primary' | 'secondary' | 'outline' }[]
): Of<'buttons'> => ({
  blockType: 'buttons',
  buttons: items.map((b) => ({ label: b.label, url: b.url, variant: b.variant ?? 'primary' })),
})

export const list = (items: string[], ordered = false): Of<'list'> => ({
  blockType: 'list',
  ordered,
  items: items.map((text) => ({ text })),
})

export const quote = (text: string, citation: string): Of<'quote'> => ({
  blockType: 'quote',
  quote: text,
  citation,
})

export const separator = (): Of<'separator'> => ({ blockType: 'separator', style: 'line' })

export const table = (caption: string, rows: string[][]): Of<'table'> => ({
  blockType: 'table',
  caption,
  hasHeaderRow: true,
  hasHeaderColumn: true,
  rows: rows.map((cells) => ({ cells: cells.map((content) => ({ content })) })),
})

type ColumnContent = NonNullable<Of<'columns'>['columns'][number]['blocks']>

/** Columns laid out by one of the block's presets (halves, thirds, ...), as an editor would pick them. */
export const columns = (preset: Of<'columns'>['preset'], ...cols: ColumnContent[]): Of<'columns'> => ({
  blockType: 'columns',
  preset,
  verticalAlignment: 'stretch',
  gap: 'large',
  columns: cols.map((blocks) => ({ widths: { mobile: '12' }, blocks })),
})

type GroupContent = NonNullable<Of<'group'>['blocks']>
type Appearance = NonNullable<Of<'group'>['appearance']>

export const group = (appearance: Appearance, ...blocks: GroupContent): Of<'group'> => ({
  blockType: 'group',
  direction: 'stack',
  justification: 'start',
  alignment: 'stretch',
  wrap: true,
  appearance,
  blocks,
})
