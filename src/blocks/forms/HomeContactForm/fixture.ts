import type { HomeContactFormBlock } from '@/payload-types'

export const homeContactFormFixture: HomeContactFormBlock = {
  blockType: 'homeContactForm',
  intro: 'Tell us what you need and your local dealer will get in touch.',
  offerOtherVisitors: true,
}
