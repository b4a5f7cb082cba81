import type { NeedHelpBannerBlock } from '@/payload-types'

/** A Spanish need-help banner with the standard words and the site's number, for tests and demo pages. */
export const needHelpBannerFixture: NeedHelpBannerBlock = {
  blockType: 'needHelpBanner',
  language: 'es',
  text: null,
  phone: null,
  hours: null,
}
