import type { HeadingBlock } from '@/payload-types'

/** A centred section heading with an anchor that in-page links (#furnaces) point at. */
export const headingFixture: HeadingBlock = {
  blockType: 'heading',
  text: 'Gas and oil furnaces',
  level: 'h2',
  alignment: 'center',
  anchor: 'furnaces',
}
