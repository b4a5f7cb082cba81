import type React from 'react'
import { useId } from 'react'

import type { FiftyFiftyBlock } from '@/payload-types'

import { MediaImage } from '../../_core/shared/image/MediaImage'
import { RichTextContent } from '../../_core/shared/richText/RichTextContent'
import { pageOrUrlHref } from '../../_core/shared/pageLink'
import { ActionLink } from '../../_core/shared/ActionLink'

/**
 * An image and text side by side, the image on the side the editor chose. On phones the image comes
 * first, and the reading order is the same on every screen (only the visual order changes).
 */
export const FiftyFiftyComponent: React.FC<FiftyFiftyBlock> = ({
  image,
  imagePosition,
  title,
  content,
  link,
}) => {
  const id = useId()
  const linkHref = link ? pageOrUrlHref(link.page, link.url) : null
  const imageSide = imagePosition === 'right' ? 'md:order-last' : ''
  return (
    <section aria-labelledby={id} className="grid items-center gap-8 md:grid-cols-2 md:gap-12">
      <MediaImage media={image} displayWidth="half" className={`h-auto w-full rounded-lg ${imageSide}`} />
      <div className="flex flex-col gap-4">
        <h2 id={id} className="text-3xl font-bold">
          {title}
        </h2>
        <RichTextContent content={content} />
        {link?.label && linkHref ? (
          <div className="pt-2">
            <ActionLink href={linkHref} label={link.label} />
          </div>
        ) : null}
      </div>
    </section>
  )
}
