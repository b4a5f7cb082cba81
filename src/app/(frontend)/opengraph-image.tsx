import { ImageResponse } from 'next/og'

import { SOCIAL_CARD_SIZE, SocialCard } from '@/components/brand/SocialCard'
import { getSiteSettings } from '@/lib/site/queries'

import messages from '@/i18n/messages/en.json'

// The card shown when any page is shared; an edit to the brand name expires it through the settings' cache tag.
export const revalidate = 60
export const size = SOCIAL_CARD_SIZE
export const contentType = 'image/png'
export const alt = messages.layout.socialCardAlt

export default async function OpenGraphImage() {
  const settings = await getSiteSettings()
  return new ImageResponse(<SocialCard brandName={settings.brandName} tagline={messages.layout.tagline} />, SOCIAL_CARD_SIZE)
}
