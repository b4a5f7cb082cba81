import type { Block } from 'payload'

import type { BlockType } from '../types'
import { blockCatalogue } from './catalogue'
import { blocksIn } from './withRowLabels'

/** Where the picker's thumbnails are served from (public/, written by scripts/block-thumbnails.ts). */
export const BLOCK_THUMBNAILS = '/block-thumbnails'

export const thumbnailUrl = (slug: string) => `${BLOCK_THUMBNAILS}/${slug}.svg`

const isCatalogued = (slug: string): slug is BlockType => Object.hasOwn(blockCatalogue, slug)

/**
 * Gives every block in the list, nested ones included, its picker thumbnail, whose alt text is the block's
 * one-line description. Like the row labels, set in place on the shared block configs.
 */
export function withThumbnails(blocks: Block[]): Block[] {
  for (const block of [...blocks, ...blocks.flatMap((b) => blocksIn(b.fields))]) {
    if (!isCatalogued(block.slug) || block.admin?.images?.thumbnail) continue
    const { description } = blockCatalogue[block.slug]
    block.admin = {
      ...block.admin,
      images: { thumbnail: { url: thumbnailUrl(block.slug), alt: description } },
    }
  }
  return blocks
}
