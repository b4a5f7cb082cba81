import type { Block } from 'payload'

/**
 * Page-level content blocks: heroes, carousels, tabs, accordions, banners, video and editorial sections. They
 * take a page's full width, so they are offered at the top level of a page only (not inside columns or groups),
 * which also keeps the database to one set of tables per block. Order = the editor's menu order.
 */
export const contentBlocks: Block[] = []
