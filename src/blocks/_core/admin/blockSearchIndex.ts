import type { Block } from 'payload'

import { layoutBlocks } from '../configs'
import { sectionBlocks } from '../sectionBlocks'
import { blockSearchEntry, type BlockSearchIndex } from './blockSearch'
import { blockCatalogue } from './catalogue'
import { blocksIn } from './withRowLabels'

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/**
 * The picker search's entries for every block an editor can add, in a page, a section, a column or a group:
 * name and group from the block's config, description and keywords from its catalogue entry.
 */
export function buildBlockSearchIndex(
  lists: readonly Block[][] = [layoutBlocks, sectionBlocks],
): BlockSearchIndex {
  const index: Record<string, ReturnType<typeof blockSearchEntry>> = {}
  for (const block of lists.flatMap((blocks) => [...blocks, ...blocks.flatMap((b) => blocksIn(b.fields))])) {
    if (Object.hasOwn(index, block.slug) || !Object.hasOwn(blockCatalogue, block.slug)) continue
    const { description, keywords } = blockCatalogue[block.slug as keyof typeof blockCatalogue]
    index[block.slug] = blockSearchEntry({
      label: text(block.labels?.singular) || block.slug,
      slug: block.slug,
      group: text(block.admin?.group),
      description,
      keywords,
    })
  }
  return index
}

/** The admin provider that makes the 'Add block' search use the index (payload.config's admin providers). */
export const blockPickerSearchProvider = () => ({
  path: '@/blocks/_core/admin/BlockPickerSearch.client#BlockPickerSearch',
  clientProps: { index: buildBlockSearchIndex() },
})
