import { buildSrcSet, fallbackCandidate, mediaCandidates, sizesFor } from '../Image/srcset'
import type { HeroPictureData } from './resolvePicture'

/**
 * The hero's background: a <picture> with one <source> per screen size whose picture differs, each listing the
 * stored sizes of its file so the browser picks the lightest sharp one. It fills the hero's box, whose height is
 * set in CSS, so the page never moves as it loads. It is the first thing a visitor sees: fetched first, never lazily.
 */
export function HeroPicture({ picture, fullWidth }: { picture: HeroPictureData; fullWidth: boolean }) {
  const { plan, alt } = picture
  const sizes = sizesFor(fullWidth ? 'full' : 'content')
  const fallbackFiles = mediaCandidates(plan.fallback)
  const fallback = fallbackCandidate(fallbackFiles)!
  return (
    <picture>
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
        fetchPriority="high"
        loading="eager"
        decoding="async"
        className="absolute inset-0 -z-10 h-full w-full object-cover"
      />
    </picture>
  )
}
