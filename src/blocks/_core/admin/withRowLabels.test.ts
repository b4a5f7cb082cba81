import type { Block } from 'payload'
import { describe, expect, it } from 'vitest'

import { layoutBlocks } from '../configs'
import { BLOCK_ROW_LABEL, withRowLabels } from './withRowLabels'

const labelOf = (block: Block) => block.admin?.components?.Label

/** Blocks whose rows name what their data only refers to, with a label component of their own. */
const OWN_LABELS: Record<string, string> = {
  reusableSection: '@/blocks/layout/ReusableSection/admin/SectionRowLabel.client#SectionRowLabel',
}

describe('block row labels', () => {
  it('are on every block a page can hold, nested ones included', () => {
    const columns = layoutBlocks.find((b) => b.slug === 'columns')
    const columnField = columns?.fields.find((f) => 'name' in f && f.name === 'columns')
    const inColumns =
      columnField?.type === 'array' ? columnField.fields.find((f) => f.type === 'blocks') : undefined
    const nested = inColumns?.type === 'blocks' ? inColumns.blocks : []
    expect(nested.length).toBeGreaterThan(0)
    for (const block of [...layoutBlocks, ...nested]) {
      expect(labelOf(block), block.slug).toMatchObject({ path: OWN_LABELS[block.slug] ?? BLOCK_ROW_LABEL })
    }
  })

  it('carry the block’s singular label, and keep a label a block already has', () => {
    const plain: Block = { slug: 'plain', labels: { singular: 'Plain', plural: 'Plains' }, fields: [] }
    const own: Block = { slug: 'own', fields: [], admin: { components: { Label: '/somewhere#Own' } } }
    withRowLabels([plain, own])
    expect(labelOf(plain)).toEqual({ path: BLOCK_ROW_LABEL, clientProps: { blockLabel: 'Plain' } })
    expect(labelOf(own)).toBe('/somewhere#Own')
  })
})
