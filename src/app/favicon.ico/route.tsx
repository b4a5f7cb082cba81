import { ImageResponse } from 'next/og'

import { MarkIcon } from '@/components/brand/MarkIcon'
import { readMediaFile } from '@/lib/site/mediaFile'
import { getSiteSettings } from '@/lib/site/queries'

// Rendered once and kept; an edit to the site settings expires it through their cache tag.
export const revalidate = 60

const SIZE = 48

/** The favicon browsers ask for by name: the one uploaded in the site settings, else the drawn brand mark. */
export async function GET(): Promise<Response> {
  const settings = await getSiteSettings()
  const uploaded = await readMediaFile(settings.favicon)
  if (uploaded) return new Response(uploaded.body, { headers: { 'Content-Type': uploaded.contentType } })
  return new ImageResponse(<MarkIcon size={SIZE} />, { width: SIZE, height: SIZE })
}
