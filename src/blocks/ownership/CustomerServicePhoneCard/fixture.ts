import type { CustomerServicePhoneCardBlock } from '@/payload-types'

export const customerServicePhoneCardFixture: CustomerServicePhoneCardBlock = {
  blockType: 'customerServicePhoneCard',
  title: 'Call customer service',
  text: 'Questions about your warranty or a document? We can help.',
}
