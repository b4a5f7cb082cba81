import { FirstScreenHoldSource } from '@/components/ui/FirstScreenHold.client'

import { exclusiveRanges } from '../../../domain/hero/breakpoints'
import { buildSrcSet, fallbackCandidate, mediaCandidates, sizesFor } from '../../_core/shared/image/srcset'
import { takeFirstPicture } from '../../_core/shared/image/firstPicture'
import { HeroPreload, type ImagePreload } from './HeroPreload.client'
import type { HeroPictureData } from './resolvePicture'

/**
 * The page's first hero picture (its usual largest paint) is announced in the <head>, ahead of the page's
 * scripts: a picture in a <picture> is found only once the parser reaches it, and until then the scripts have
 * the connections. One preload per width range, so the browser fetches only the file the <picture> shows.
 */
function heroPreloads({ plan }: HeroPictureData, sizes: string): ImagePreload[] {
  return exclusiveRanges(plan).flatMap(({ media, item }) => {
    const files = mediaCandidates(item)
    const fallback = fallbackCandidate(files)
    if (!fallback) return []
    return [
      {
        href: fallback.url,
        ...(files.length > 1 ? { imageSrcSet: buildSrcSet(files), imageSizes: sizes } : {}),
        ...(media ? { media } : {}),
      },
    ]
  })
}

export function HeroPicture({ picture, fullWidth }: { picture: HeroPictureData; fullWidth: boolean }) {
  const { plan, alt } = picture
  const sizes = sizesFor(fullWidth ? 'full' : 'content')
  const fallbackFiles = mediaCandidates(plan.fallback)
  const fallback = fallbackCandidate(fallbackFiles)!
  // Only the page's first picture loads first; a hero further down the page waits until it is near the screen,
  // so it does not share the connection with the one on screen.
  const first = takeFirstPicture()
  const preloads = first ? heroPreloads(picture, sizes) : []
  return (
    <picture>
      {preloads.length ? <HeroPreload images={preloads} /> : null}
      {first ? null : <FirstScreenHoldSource />}
      {plan.sources.map((source) => (
        <source
          key={source.media}
          media={source.media}
          srcSet={buildSrcSet(mediaCandidates(source.item))}
          sizes={sizes}
        />
      ))}
      <img
        src={fallback.url}
        srcSet={fallbackFiles.length > 1 ? buildSrcSet(fallbackFiles) : undefined}
        sizes={fallbackFiles.length > 1 ? sizes : undefined}
        width={plan.fallback.width ?? undefined}
        height={plan.fallback.height ?? undefined}
        alt={alt}
        fetchPriority={first ? 'high' : undefined}
        loading={first ? 'eager' : 'lazy'}
        // The first screen's picture is decoded for the frame it arrives in, so it is painted with the text when
        // it has loaded by then: decoded apart, it came a frame or more after the first paint.
        decoding={first ? 'sync' : 'async'}
        className="absolute inset-0 -z-10 h-full w-full object-cover"
      />
    </picture>
  )
}
