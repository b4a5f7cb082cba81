import { blockDefinitions } from '../blocks'
import type { BlockType } from '../types'
import type { CatalogueEntry } from '../defineBlock'

/**
 * What the block picker shows of each block: a one-line description (written into its thumbnail and used as
 * the thumbnail's alt text) and the sketch that draws its shape, from each block's definition.
 */
export const blockCatalogue = Object.fromEntries(
  blockDefinitions.map((definition) => [definition.type, definition.catalogue]),
) as Record<BlockType, CatalogueEntry>
