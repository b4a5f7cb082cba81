import type { Block } from 'payload'
import type { FC } from 'react'

import type { SketchKind } from './admin/sketches'
import type { DataAnswers, DataQueries } from './data'
import type { BlockByType, BlockProps, BlockType } from './types'

/**
 * Where an editor may add a block: a page's layout, a reusable section, a column of a columns block, a group.
 * A block offered in a column or a group is a leaf: it holds no other blocks.
 */
export type Place = 'page' | 'section' | 'column' | 'group'

/** The blocks a container may hold, for a container's config: the blocks placed in a group, or in a column. */
export type InnerBlocks = { readonly group: Block[]; readonly column: Block[] }

/**
 * What the block picker shows of a block: a one-line description and the sketch that draws its shape, and the
 * words an editor may search for it by besides its name and description ('cta', 'two column', 'carousel').
 */
export type CatalogueEntry = { description: string; sketch: SketchKind; keywords: readonly string[] }

/** Props of a block that asks for data: its answers come as `data`. */
type PropsOf<K extends BlockType, Q extends DataQueries> = BlockProps<BlockByType[K]> &
  ([keyof Q] extends [never] ? unknown : { data: DataAnswers<Q> })

/** A block as one unit: everything the CMS, the renderer and the block picker need, from the block's folder. */
export type BlockDefinition<K extends BlockType = BlockType, Q extends DataQueries = DataQueries> = {
  /** The block's name, equal to its config's slug and to the `blockType` of its stored rows. */
  readonly type: K
  /** The Payload block config; a container's config is made from the blocks it may hold. */
  readonly config: Block | ((inner: InnerBlocks) => Block)
  /** Renders the block from its fields (and its answers, when it asks for data). */
  readonly Component: FC<PropsOf<K, NoInfer<Q>>>
  /** What the block picker shows: a one-line description and the sketch of its shape. */
  readonly catalogue: CatalogueEntry
  /** Where editors may add it, in the order of the block menus' sections. */
  readonly places: readonly Place[]
  /** The questions the block asks of the page's data step, from its fields; none when absent. */
  readonly data?: (block: BlockByType[K]) => Q
}

/**
 * Describes one block. Each block folder's `index.ts` exports its definition and `_core/blocks.ts` lists them
 * all: the page and section block menus, the renderer's registry, the picker's catalogue and the data step
 * are all read from that list.
 */
export function defineBlock<K extends BlockType, Q extends DataQueries = Record<never, never>>(
  definition: BlockDefinition<K, Q>,
): BlockDefinition<K, Q> {
  if (typeof definition.config === 'object' && definition.config.slug !== definition.type)
    throw new Error(`Block "${definition.type}" has a config named "${definition.config.slug}"`)
  return definition
}
