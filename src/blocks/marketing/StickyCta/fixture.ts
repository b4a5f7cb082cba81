import type { StickyCtaBlock } from '@/payload-types'

/** The sticky call to action with its defaults, for tests and demo pages. */
export const stickyCtaFixture: StickyCtaBlock = {
  blockType: 'stickyCta',
  label: 'Build your own system',
  url: '/resources/build-your-own-system/',
  text: 'See what a new system costs in a few steps.',
}
