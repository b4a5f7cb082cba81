import type { Block } from 'payload'

import { requiredOnPublish } from './admin/requiredOnPublish'
import { withRowLabels } from './admin/withRowLabels'
import { withThumbnails } from './admin/withThumbnails'
import { blockDefinitions } from './blocks'
import type { BlockDefinition, InnerBlocks, Place } from './defineBlock'

const made = new Map<BlockDefinition, Block>()
const making = new Set<BlockDefinition>()
const lists = new Map<Place, Block[]>()

/** The blocks a container may hold, made on first use so a container's config can name them. */
const inner: InnerBlocks = {
  get group() {
    return blocksFor('group')
  },
  get column() {
    return blocksFor('column')
  },
}

/** A definition's config, made once: every list that offers a block shares one config (one set of tables). */
function configOf(definition: BlockDefinition): Block {
  const done = made.get(definition)
  if (done) return done
  if (typeof definition.config !== 'function') {
    made.set(definition, definition.config)
    return definition.config
  }
  if (making.has(definition)) throw new Error(`Block "${definition.type}" is offered inside itself`)
  making.add(definition)
  const config = definition.config(inner)
  made.set(definition, config)
  return config
}

/**
 * The block configs offered at a place, in the menu order of `_core/blocks.ts`. Nesting is finite: a group
 * holds leaf blocks, a column holds leaf blocks and a group, and a block offered inside itself is refused.
 */
export function blocksFor(place: Place): Block[] {
  let list = lists.get(place)
  if (!list) {
    const offered = (blockDefinitions as readonly BlockDefinition[]).filter((d) => d.places.includes(place))
    list = offered.map(configOf)
    lists.set(place, list)
  }
  return list
}

/**
 * Every block a page's layout may hold, with its row labels and picker thumbnails, and its required fields
 * held to on publishing only (a draft keeps its other changes while a block is incomplete). Inline block arrays
 * (not blockReferences) work the same on SQLite and PostgreSQL.
 */
export const layoutBlocks: Block[] = withThumbnails(withRowLabels(requiredOnPublish(blocksFor('page'))))
