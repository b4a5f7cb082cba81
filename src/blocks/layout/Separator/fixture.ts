import type { SeparatorBlock } from '@/payload-types'

/** A short line between two sections. */
export const separatorFixture: SeparatorBlock = {
  blockType: 'separator',
  style: 'line',
}
