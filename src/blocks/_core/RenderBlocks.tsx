import type { FC } from 'react'

import type { PageBlockData } from './data'
import { type BlockRegistry, blockRegistry, isBlockType } from './registry'
import { BlockShell } from './shared/BlockShell'
import type { BlockByType, BlockList, BlockType, RenderBlocksFn } from './types'

// Generic over the block name so the component and its props are checked as a matching pair.
function renderBlock<K extends BlockType>(
  type: K,
  block: BlockByType[K],
  registry: BlockRegistry,
  data: PageBlockData,
  renderBlocks: RenderBlocksFn,
) {
  const { Component, data: asks } = registry[type]
  const props: Record<string, unknown> = { ...block, renderBlocks, page: data.page }
  // A block that asks for data gets the answers the page's data step found for this very block (defineBlock
  // checked that the component takes the answers its questions bring).
  const Rendered = Component as unknown as FC<Record<string, unknown>>
  return asks ? <Rendered {...props} data={data.answers.get(block) ?? {}} /> : <Rendered {...props} />
}

/** The renderer for nested blocks, for a container rendered on its own (previews, tests). */
export function renderBlocksWith(data: PageBlockData): RenderBlocksFn {
  return function renderNested(blocks) {
    return <RenderBlocks blocks={blocks} data={data} />
  }
}

type Props = {
  blocks: BlockList
  /** The page and the answers to its blocks' questions, from the page's data step. */
  data: PageBlockData
}

/**
 * Renders a list of blocks in order, each inside its appearance wrapper. Returns siblings with no
 * container, so the caller (page, column, group) decides spacing. A block whose name has no
 * component is skipped with one console warning instead of failing the page.
 */
export function RenderBlocks({ blocks, data }: Props) {
  if (!blocks?.length) return null
  const renderNested = renderBlocksWith(data)
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
            {renderBlock(type, block, blockRegistry, data, renderNested)}
          </BlockShell>
        )
      })}
    </>
  )
}
