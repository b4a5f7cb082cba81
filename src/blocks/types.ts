import type { Page } from '@/payload-types'

/** Any block a page may hold (the top level accepts every block type). */
export type LayoutBlock = NonNullable<Page['layout']>[number]

/** The `blockType` names of all blocks, such as 'heading' or 'columns'. */
export type BlockType = LayoutBlock['blockType']

/** Each block name mapped to its generated interface: BlockByType['heading'] = HeadingBlock. */
export type BlockByType = { [K in BlockType]: Extract<LayoutBlock, { blockType: K }> }
