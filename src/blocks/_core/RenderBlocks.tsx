import type { FC } from 'react'

import { type BlockRegistry, blockRegistry, isBlockType } from './registry'
import { BlockShell } from './shared/BlockShell'
import type { BlockByType, BlockList, BlockType, RenderBlocksFn } from './types'

// Generic over the block name so the component and its props are checked as a matching pair.
function renderBlock<K extends BlockType>(type: K, block: BlockByType[K], registry: BlockRegistry) {
  return renderWith(registry[type], { ...block, renderBlocks })
}

export const renderBlocks: RenderBlocksFn = (blocks) => <RenderBlocks blocks={blocks} />

function renderWith<P extends object>(Component: FC<P>, props: P) {
  return <Component {...props} />
}

/**
 * Renders a list of blocks in order, each inside its appearance wrapper. Returns siblings with no
 * container, so the caller (page, column, group) decides spacing. A block whose name has no
 * component is skipped with one console warning instead of failing the page.
 */
export function RenderBlocks({ blocks }: { blocks: BlockList }) {
  if (!blocks?.length) return null
  const registry = blockRegistry
  return (
    <>
      {blocks.map((block, index) => {
        const type: unknown = block?.blockType
        if (!isBlockType(type)) {
          console.warn(`RenderBlocks: skipped a block of unknown type "${String(type)}"`)
          return null
        }
        return (
          // Blocks with colours of their own (heroes, banners) have no shared appearance settings.
          <BlockShell
            key={block.id ?? `${type}-${index}`}
            appearance={'appearance' in block ? block.appearance : null}
          >
            {renderBlock(type, block, registry)}
          </BlockShell>
        )
      })}
    </>
  )
}
