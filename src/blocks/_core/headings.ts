import { walkBlocks } from './tree'

/**
 * True when a block list (or any container nested in it) holds a level-1 heading. A page without one gets
 * its title as a visually hidden h1, so every page has exactly one.
 */
export const hasLevelOneHeading = (blocks: unknown): boolean =>
  walkBlocks(
    blocks,
    (block) =>
      (block.blockType === 'heading' && block.level === 'h1') ||
      // A hero's title, or a locator block's, is the page's main heading when the editor sets it to H1.
      (block.blockType === 'hero' && block.titleLevel === 'h1') ||
      ((block.blockType === 'dealerLocator' || block.blockType === 'dealerLocatorSlider') &&
        block.title_tag === 'h1' &&
        typeof block.locator_block_title === 'string' &&
        block.locator_block_title.trim() !== ''),
  )
