import type React from 'react'

import type { ImageBlock } from '@/payload-types'

import { pageOrUrlHref } from '../../_core/shared/pageLink'
import { FOCUS_RING, MUTED_TEXT } from '../../_core/shared/styles'
import { HeldPicture } from '../../_core/shared/image/HeldPicture'
import { resolveImage } from '../../_core/shared/image/resolveImage'

export const ImageComponent: React.FC<ImageBlock> = (block) => {
  const image = resolveImage(block)
  if (!image) {
    // The spec: a failed image logs a warning and renders nothing, so the rest of the page still shows.
    console.warn(
      `Image block ${block.id ?? '(no id)'}: no image to show (missing or unpopulated media, or no valid address)`,
    )
    return null
  }
  const picture = (
    // eslint-disable-next-line @next/next/no-img-element -- Payload already generated the sizes listed in srcset
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={block.priority ? 'eager' : 'lazy'}
      fetchPriority={block.priority ? 'high' : undefined}
      decoding="async"
      className="h-auto max-w-full"
    />
  )
  // An image the editor marked as the page's priority loads at once; any other waits for the first screen's.
  const img = block.priority ? picture : <HeldPicture>{picture}</HeldPicture>
  const href = pageOrUrlHref(block.linkPage, block.link)
  const content = href ? (
    // A decorative image (empty alt) gives a link no name, so the caption names it instead.
    <a
      href={href}
      className={`inline-block rounded-sm ${FOCUS_RING}`}
      aria-label={image.alt ? undefined : block.caption || undefined}
    >
      {img}
    </a>
  ) : (
    img
  )
  if (!block.caption) return content
  return (
    <figure>
      {content}
      <figcaption className={`mt-2 text-sm ${MUTED_TEXT}`}>{block.caption}</figcaption>
    </figure>
  )
}
