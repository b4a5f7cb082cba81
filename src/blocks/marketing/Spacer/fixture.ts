import type { SpacerBlock } from '@/payload-types'

export const spacerFixture: SpacerBlock = { blockType: 'spacer', size: 'large' }
