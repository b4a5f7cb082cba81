import type { EmailBannerBlock } from '@/payload-types'

export const emailBannerFixture: EmailBannerBlock = {
  blockType: 'emailBanner',
  heading: 'Comfort tips in your inbox',
  text: 'Seasonal checklists and rebate news, about once a month. Unsubscribe at any time.',
}
