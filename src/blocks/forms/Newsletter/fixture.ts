import type { NewsletterBlock } from '@/payload-types'

export const newsletterFixture: NewsletterBlock = {
  blockType: 'newsletter',
  heading: 'Get comfort tips and offers',
  text: 'Seasonal maintenance reminders and rebates, about once a month.',
}
