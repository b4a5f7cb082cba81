import type { Block } from 'payload'

/** This area's page-level blocks (wired into the page layout by _core/contentBlocks.ts). Order = menu order. */
export const learnBlocks: Block[] = []
