import type { Media } from '@/payload-types'

import { mediaFileUrl } from '../../blocks/_core/shared/image/srcset'
import { safeImageUrl } from '../../domain/url'
import { BrandMark } from './BrandMark'

type Props = { brandName: string; logo?: number | Media | null }

const LOGO_HEIGHT = 40

/**
 * The header's logo: the uploaded one, named by the brand name, or the drawn mark beside the brand
 * name as text. Either way a screen reader announces exactly the brand name.
 */
export function BrandLogo({ brandName, logo }: Props) {
  const media = typeof logo === 'object' ? logo : null
  // Files Payload serves itself load from this site's own path, on whatever host and scheme it is opened at.
  const src = media?.url ? safeImageUrl(mediaFileUrl(media.url)) : null
  if (media && src) {
    const ratio = media.width && media.height ? media.width / media.height : 4
    return (
      // The optimiser would turn an SVG logo into a bitmap; a logo is small enough to send as it is, and a
      // plain img keeps next/image's client code out of every page's first load.
      // eslint-disable-next-line @next/next/no-img-element
      <img
        src={src}
        alt={brandName}
        width={Math.round(LOGO_HEIGHT * ratio)}
        height={LOGO_HEIGHT}
        decoding="async"
        className="h-10 w-auto"
      />
    )
  }
  return (
    <span className="flex items-center gap-2.5">
      <BrandMark size={40} className="shrink-0" />
      <span className="text-xl font-bold tracking-tight text-brand-900">{brandName}</span>
    </span>
  )
}
