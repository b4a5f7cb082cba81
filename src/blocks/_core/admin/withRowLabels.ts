import type { Block, Field } from 'payload'

/** Where the block row label component is found (the admin's import map lists it). */
export const BLOCK_ROW_LABEL = '@/blocks/_core/admin/BlockRowLabel.client#BlockRowLabel'

const singularLabel = (block: Block): string =>
  typeof block.labels?.singular === 'string' ? block.labels.singular : block.slug

/** Every block nested in a field list, at any depth (a column's blocks, a group's). */
export function blocksIn(fields: readonly Field[]): Block[] {
  return fields.flatMap((field): Block[] => {
    switch (field.type) {
      case 'blocks':
        return [...field.blocks, ...field.blocks.flatMap((block) => blocksIn(block.fields))]
      case 'array':
      case 'group':
      case 'row':
      case 'collapsible':
        return blocksIn(field.fields)
      case 'tabs':
        return field.tabs.flatMap((tab) => blocksIn(tab.fields))
      default:
        return []
    }
  })
}

/**
 * Gives every block in the list, and every block nested in them, the row label that names what it holds.
 * Block configs are shared objects (a paragraph is the same block at page level and in a column), so each is
 * labelled once, in place, when the configuration is built.
 */
export function withRowLabels(blocks: Block[]): Block[] {
  for (const block of [...blocks, ...blocks.flatMap((b) => blocksIn(b.fields))]) {
    const components = block.admin?.components
    if (components?.Label) continue
    block.admin = {
      ...block.admin,
      components: {
        ...components,
        Label: { path: BLOCK_ROW_LABEL, clientProps: { blockLabel: singularLabel(block) } },
      },
    }
  }
  return blocks
}
