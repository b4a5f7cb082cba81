import type { Block } from 'payload'

import { Columns } from '../layout/Columns/config'
import { Group } from '../layout/Group/config'
import { leafBlocks } from './leafBlocks'

/**
 * Every block a page's layout may hold. Nesting is finite: Columns -> column blocks (leaf + Group),
 * Group -> leaf blocks only. Inline block arrays (not blockReferences) work the same on SQLite and PostgreSQL.
 */
export const layoutBlocks: Block[] = [...leafBlocks, Columns, Group]
