import 'server-only'

import { readMediaFile } from '@/lib/site/mediaFile'
import type { Media } from '@/payload-types'

import { markSvg } from './markSvg'

/**
 * An uploaded favicon up to this size travels inside each page; a larger one is linked. A tab icon is
 * usually well under it (a 48-pixel PNG is 1 to 3 KB), and its base64 text costs a third more.
 */
export const INLINE_ICON_MAX_BYTES = 4096

export type SiteIcon = { url: string; type?: string; sizes?: string }

/**
 * The page's tab icon, written into the page itself when it is small: the uploaded favicon, or the drawn
 * brand mark as SVG. A browser then has it with the page, instead of opening a request for /favicon.ico while
 * the page's first picture is loading (on a phone, one more connection's handshake before the picture is
 * in). /favicon.ico still answers for browsers and crawlers that ask for it by name, and is what a page
 * links when the uploaded icon is too large to carry.
 */
export async function siteIcon(favicon: Media | number | null | undefined): Promise<SiteIcon> {
  if (!favicon) {
    return { url: `data:image/svg+xml,${encodeURIComponent(markSvg())}`, type: 'image/svg+xml', sizes: 'any' }
  }
  const file = await readMediaFile(favicon)
  if (file && file.body.byteLength <= INLINE_ICON_MAX_BYTES) {
    const url = `data:${file.contentType};base64,${Buffer.from(file.body).toString('base64')}`
    return { url, type: file.contentType, ...(file.contentType === 'image/svg+xml' ? { sizes: 'any' } : {}) }
  }
  return { url: '/favicon.ico', sizes: 'any' }
}
