import type { ReactNode } from 'react'

import type { ImageBlock, Media } from '@/payload-types'

import { HeldPicture } from './HeldPicture'
import { resolveImage } from './resolveImage'

type Props = {
  media: number | Media | null | undefined
  /** How wide the image shows on large screens; picks the file size from srcset. */
  displayWidth: ImageBlock['displayWidth']
  className?: string
  /** Empty alt for a picture that only decorates something already named (a card link, a play button). */
  decorative?: boolean
  /** Shown instead when there is no image to show. */
  fallback?: ReactNode
}

/**
 * A media-library upload inside another block (a card, a poster, a side image), through the Image block's
 * rules: its sizes as srcset, safe addresses, width and height so nothing shifts, loaded lazily and held while
 * the first screen's picture loads.
 * The fallback (by default nothing) is rendered when the media is missing or not populated.
 */
export function MediaImage({ media, displayWidth, className, decorative = false, fallback = null }: Props) {
  const image = media ? resolveImage({ blockType: 'image', media, displayWidth }) : null
  if (!image) return fallback
  return (
    <HeldPicture>
      {/* eslint-disable-next-line @next/next/no-img-element -- Payload already generated the sizes listed in srcset */}
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.sizes}
        width={image.width}
        height={image.height}
        alt={decorative ? '' : image.alt}
        loading="lazy"
        decoding="async"
        className={className}
      />
    </HeldPicture>
  )
}
