type BlockLike = { blockType?: string; level?: unknown; blocks?: unknown; columns?: unknown }

const asBlocks = (value: unknown): BlockLike[] => (Array.isArray(value) ? (value as BlockLike[]) : [])

/**
 * True when a block list (or any nested column or group) holds a level-1 heading. A page without one
 * gets its title as a visually hidden h1, so every page has exactly one.
 */
export function hasLevelOneHeading(blocks: unknown): boolean {
  return asBlocks(blocks).some((block) => {
    if (block.blockType === 'heading' && block.level === 'h1') return true
    if (hasLevelOneHeading(block.blocks)) return true
    return asBlocks(block.columns).some((column) => hasLevelOneHeading(column.blocks))
  })
}
