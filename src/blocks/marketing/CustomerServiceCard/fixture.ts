import type { CustomerServiceCardBlock } from '@/payload-types'

/** A customer service card as an editor would set it up, for tests and the demo pages. */
export const customerServiceCardFixture: CustomerServiceCardBlock = {
  blockType: 'customerServiceCard',
  title: 'Need help?',
  text: 'Questions about your system, its warranty or a dealer visit? Call us, or ask a local dealer to contact you.',
}
