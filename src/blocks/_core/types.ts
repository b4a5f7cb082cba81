import type { ReactNode } from 'react'

import type { Page } from '@/payload-types'

import type { RenderedPage } from './data'

/** Any block a page may hold (the top level accepts every block type). */
export type LayoutBlock = NonNullable<Page['layout']>[number]

/** The `blockType` names of all blocks, such as 'heading' or 'columns'. */
export type BlockType = LayoutBlock['blockType']

/** Each block name mapped to its generated interface: BlockByType['heading'] = HeadingBlock. */
export type BlockByType = { [K in BlockType]: Extract<LayoutBlock, { blockType: K }> }

/** A list of blocks as a page, a column, a group or any later container holds it. */
export type BlockList = readonly LayoutBlock[] | null | undefined

/** Renders a nested block list; handed to containers so no block imports the renderer (no import cycle). */
export type RenderBlocksFn = (blocks: BlockList) => ReactNode

/** The page a block is on, for blocks that speak about the page itself (share buttons, in-page links). */
export type PageProp = { page?: RenderedPage | null }

/**
 * What every block component receives: its generated fields, the renderer for nested blocks and the page it is
 * on. A block that asks for data (defineBlock's `data`) also receives the answers as `data`.
 */
export type BlockProps<B> = B & { renderBlocks: RenderBlocksFn; page?: RenderedPage | null }
