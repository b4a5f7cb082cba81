import type { ImageBlock, Media } from '@/payload-types'

import { toHttps } from '../../../../domain/url'

export type ImageCandidate = { url: string; width: number }

/**
 * Payload prefixes files it serves itself with its serverURL (http://localhost:3000 in development);
 * those become site-relative so they load on any host and scheme. Other (external) files get https.
 */
export function mediaFileUrl(url: string): string {
  const match = /^https?:\/\/[^/]+(\/api\/media\/file\/.*)$/i.exec(url.trim())
  return match?.[1] ?? toHttps(url)
}

/** Every stored file of a media item with a known width (sizes and original), narrowest first. */
export function mediaCandidates(media: Media): ImageCandidate[] {
  const files = [media.sizes?.small, media.sizes?.medium, media.sizes?.large, media.sizes?.xl, media]
  const byWidth = new Map<number, string>()
  for (const file of files) {
    // Payload leaves a size empty when the original is narrower than it, so skip those.
    if (file?.url && file.width && file.width > 0 && !byWidth.has(file.width))
      byWidth.set(file.width, mediaFileUrl(file.url))
  }
  return [...byWidth.entries()].sort(([a], [b]) => a - b).map(([width, url]) => ({ url, width }))
}

/** "a.jpg 480w, b.jpg 960w" for the srcset attribute. */
export const buildSrcSet = (candidates: readonly ImageCandidate[]): string =>
  candidates.map((c) => `${c.url} ${c.width}w`).join(', ')

/** The fallback src: the widest file up to 1440 px (sharp on most screens, not the heaviest), else the narrowest. */
export function fallbackCandidate(candidates: readonly ImageCandidate[]): ImageCandidate | undefined {
  const fitting = candidates.filter((c) => c.width <= 1440)
  return fitting.at(-1) ?? candidates[0]
}

// How wide the image shows at each breakpoint, so the browser picks the smallest sufficient file.
const SIZES: Record<ImageBlock['displayWidth'], string> = {
  full: '100vw',
  content: '(min-width: 1280px) 1280px, 100vw',
  half: '(min-width: 768px) 50vw, 100vw',
  third: '(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw',
}

export const sizesFor = (displayWidth: ImageBlock['displayWidth'] | null | undefined): string =>
  SIZES[displayWidth ?? 'content']
