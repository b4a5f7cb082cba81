import type { ImageBlock } from '@/payload-types'

import { safeImageUrl } from '../../../../domain/url'
import { buildSrcSet, fallbackCandidate, mediaCandidates, sizesFor } from './srcset'

export type ResolvedImage = {
  src: string
  srcSet?: string
  sizes?: string
  width?: number
  height?: number
  alt: string
}

const positive = (n: number | null | undefined): n is number => typeof n === 'number' && n > 0

/**
 * What the Image block can show, or null when there is nothing usable: no media chosen, the relation
 * not populated (only an id), a media item without a file, or a missing or unsafe address.
 */
export function resolveImage(block: ImageBlock): ResolvedImage | null {
  if (block.source === 'url') {
    const src = safeImageUrl(block.url)
    if (!src) return null
    const sized = positive(block.width) && positive(block.height)
    return {
      src,
      alt: block.alt ?? '',
      ...(sized ? { width: block.width ?? undefined, height: block.height ?? undefined } : {}),
    }
  }
  const media = block.media
  if (!media || typeof media !== 'object') return null
  const candidates = mediaCandidates(media)
  const fallback = fallbackCandidate(candidates)
  if (!fallback) return null
  const sized = positive(media.width) && positive(media.height)
  return {
    src: fallback.url,
    srcSet: candidates.length > 1 ? buildSrcSet(candidates) : undefined,
    sizes: candidates.length > 1 ? sizesFor(block.displayWidth) : undefined,
    alt: media.decorative ? '' : (media.alt ?? ''),
    ...(sized ? { width: media.width ?? undefined, height: media.height ?? undefined } : {}),
  }
}
