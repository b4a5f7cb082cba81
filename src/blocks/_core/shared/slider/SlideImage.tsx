import { BLANK_IMAGE } from '@/components/ui/blankImage'
import { OffFirstViewSource } from '@/components/ui/CarouselSlide.client'
import { FirstScreenHoldSource } from '@/components/ui/FirstScreenHold.client'
import type { ImageBlock, Media } from '@/payload-types'

import { resolveImage } from '../image/resolveImage'

type Props = {
  media: number | Media | null | undefined
  /** How wide the image shows on large screens; picks the file size from the srcset. */
  displayWidth: ImageBlock['displayWidth']
  /**
   * Whether this is the first slide's image of a block that leads the page's pictures (`takeFirstPicture`):
   * that one loads at once; every other one as it comes near the screen.
   */
  first: boolean
  className?: string
  /**
   * A media query for where this copy shows, when the block renders a second layout for other widths:
   * at any other width the browser takes a blank instead, so the hidden copy costs no download.
   */
  shownWhen?: string
}

/** True when the media item has a file to show (a slide lays itself out without an image otherwise). */
export const hasImage = (media: Props['media']): boolean =>
  resolveImage({ blockType: 'image', media, displayWidth: 'content' }) !== null

/** A slide's image from the media library with its srcset and size, or nothing when there is none to show. */
export function SlideImage({ media, displayWidth, first, className, shownWhen }: Props) {
  const image = resolveImage({ blockType: 'image', media, displayWidth })
  if (!image) return null
  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- Payload already generated the sizes listed in srcset
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      // Painted with the first frame when it has loaded by then (see HeroPicture).
      decoding={first ? 'sync' : 'async'}
      className={className}
    />
  )
  // Always inside a picture: React preloads a bare eager img from the head, which would put a slide further
  // down the page ahead of the hero's picture (the usual largest paint); in a picture it loads in page order.
  // In a carousel, a slide beyond the first view waits for the carousel to run (OffFirstViewSource); any picture
  // but the first screen's waits for that one to be painted (FirstScreenHoldSource).
  return (
    <picture>
      <OffFirstViewSource />
      {first ? null : <FirstScreenHoldSource />}
      {shownWhen ? <source media={`not all and ${shownWhen}`} srcSet={BLANK_IMAGE} /> : null}
      {img}
    </picture>
  )
}
