import type { Block } from 'payload'

import { HvacBasicsNav } from './HvacBasicsNav/config'
import { RelatedArticles } from './RelatedArticles/config'

/** This area's page-level blocks (wired into the page layout by _core/contentBlocks.ts). Order = menu order. */
export const learnBlocks: Block[] = [RelatedArticles, HvacBasicsNav]
