import type { Payload } from 'payload'

import type { Media } from '@/payload-types'

import { mediaFileUrl } from '../../blocks/_core/shared/image/srcset'
import { safeImageUrl } from '../../domain/url'
import { BrandMark } from '../brand/BrandMark'

/** The admin's sign-in and header logo: the brand's uploaded logo, or the drawn mark and the brand name. */
export async function AdminLogo({ payload }: { payload: Payload }) {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 1, overrideAccess: true })
  const logo = typeof settings.logo === 'object' ? (settings.logo as Media | null) : null
  const src = logo?.url ? safeImageUrl(mediaFileUrl(logo.url)) : null
  const name = settings.brandName
  return (
    <span className="site-admin-logo">
      {src ? (
        // eslint-disable-next-line @next/next/no-img-element -- an uploaded logo, sent as it is (as on the site)
        <img src={src} alt={name} height={48} />
      ) : (
        <>
          <BrandMark size={48} />
          <span className="site-admin-logo__name">{name}</span>
        </>
      )}
      <span className="site-admin-logo__role">Site admin</span>
    </span>
  )
}

/** The admin's small icon (top of the navigation): the drawn brand mark. */
export function AdminIcon() {
  return <BrandMark size={28} />
}
