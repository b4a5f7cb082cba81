import type { Media } from '@/payload-types'

import { MediaImage } from './MediaImage'

type Props = { media: number | Media | null | undefined; className?: string }

/** A product picture at a third of the page's width, through the Image block's rules; nothing without one. */
export function ProductImage({ media, className = 'aspect-[3/2] w-full object-cover' }: Props) {
  return <MediaImage media={media} displayWidth="third" className={className} />
}
