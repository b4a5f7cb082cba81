import type { Media } from '@/payload-types'

import { resolveImage } from '../media/Image/resolveImage'

type Props = { media: number | Media | null | undefined; className?: string }

/** A product picture through the Image block's rules (media sizes, safe addresses); nothing without one. */
export function ProductImage({ media, className = 'aspect-[3/2] w-full object-cover' }: Props) {
  const image = media ? resolveImage({ blockType: 'image', media, displayWidth: 'third' }) : null
  if (!image) return null
  return (
    // eslint-disable-next-line @next/next/no-img-element -- Payload already generated the sizes listed in srcset
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading="lazy"
      decoding="async"
      className={className}
    />
  )
}
