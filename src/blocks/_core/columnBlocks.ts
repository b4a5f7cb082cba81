import type { Block } from 'payload'

import { Group } from '../layout/Group/config'
import { leafBlocks } from './leafBlocks'

/**
 * The blocks a column may hold: the leaf blocks and a group, never another columns block, so the nesting
 * stops at a known depth. Order = editor menu order.
 */
export const columnBlocks: Block[] = [...leafBlocks, Group]
