import { blockDefinitions } from './blocks'
import type { BlockDefinition } from './defineBlock'
import type { BlockType } from './types'

type Defined = (typeof blockDefinitions)[number]['type']

/**
 * Every generated block type has a definition in `_core/blocks.ts`: a block config without one makes this a
 * compile error once types are regenerated, naming the missing block.
 */
export const EVERY_BLOCK_DEFINED: [Exclude<BlockType, Defined>] extends [never]
  ? true
  : { missing: Exclude<BlockType, Defined> } = true

/** Each block's definition by its name. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry keeps its own questions
export type BlockRegistry = { readonly [K in BlockType]: BlockDefinition<K, any> }

export const blockRegistry: BlockRegistry = Object.fromEntries(
  blockDefinitions.map((definition) => [definition.type, definition]),
) as unknown as BlockRegistry

/** True when a definition exists for this name (content may hold blocks this code no longer knows). */
export function isBlockType(name: unknown): name is BlockType {
  return typeof name === 'string' && Object.hasOwn(blockRegistry, name)
}
