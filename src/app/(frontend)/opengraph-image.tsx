import { ImageResponse } from 'next/og'

import { SOCIAL_CARD_SIZE, SocialCard } from '@/components/brand/SocialCard'
import { getSiteSettings } from '@/lib/site/queries'

// The card shown when any page is shared; an edit to the brand name expires it through the settings' cache tag.
export const revalidate = 60
export const size = SOCIAL_CARD_SIZE
export const contentType = 'image/png'
export const alt =
  'The brand mark and name, with the words: heating and cooling equipment, installed and serviced by independent local dealers.'

export default async function OpenGraphImage() {
  const settings = await getSiteSettings()
  return new ImageResponse(<SocialCard brandName={settings.brandName} />, SOCIAL_CARD_SIZE)
}
