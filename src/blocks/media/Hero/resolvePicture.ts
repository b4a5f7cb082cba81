import type { HeroBlock, Media } from '@/payload-types'

import { type PicturePlan, picturePlan } from '../../../domain/hero/breakpoints'
import { showsPicture } from '../../../domain/hero/variants'
import { mediaCandidates } from '../../_core/shared/image/srcset'

export type HeroPictureData = { plan: PicturePlan<Media>; alt: string }

type Upload = HeroBlock['imageLarge']

/** A media item with at least one file to show (an unpopulated id or a file-less item shows nothing). */
const usable = (upload: Upload): Media | null =>
  upload && typeof upload === 'object' && mediaCandidates(upload).length > 0 ? upload : null

/**
 * The hero's background pictures by screen size and their description, or null when the variant shows none
 * or no usable picture was chosen. The description is the editor's, else the one stored with the laptop picture.
 */
export function resolveHeroPicture(block: HeroBlock): HeroPictureData | null {
  if (!showsPicture(block.variant)) return null
  const slots = {
    small: usable(block.imageSmall),
    medium: usable(block.imageMedium),
    large: usable(block.imageLarge),
    xl: usable(block.imageXl),
  }
  const plan = picturePlan(slots, (media) => media.id)
  if (!plan) return null
  const described = slots.large ?? plan.fallback
  return { plan, alt: block.alt?.trim() || (described.decorative ? '' : described.alt) || '' }
}
