import type { Metadata } from 'next'

import type { Page } from '@/payload-types'

import { mediaFileUrl } from '@/blocks/_core/shared/image/srcset'
import { safeHref, safeImageUrl } from '@/domain/url'

/**
 * A page's head from its search and sharing fields: its search title (else its title), description, canonical
 * address (else its own path), sharing image (else the site's, from the layout) and whether engines may index it.
 */
export function pageMetadata(page: Page): Metadata {
  const seo = page.seo
  const title = seo?.title || page.title
  const image = typeof seo?.image === 'object' ? seo.image : null
  const imageUrl = image?.url ? safeImageUrl(mediaFileUrl(image.url)) : null
  return {
    title: page.path === '/' ? { absolute: title } : title,
    description: seo?.description ?? undefined,
    alternates: { canonical: (seo?.canonical && safeHref(seo.canonical)) || page.path },
    robots: seo?.noIndex ? { index: false, follow: true } : undefined,
    ...(imageUrl
      ? {
          openGraph: {
            title,
            description: seo?.description ?? undefined,
            images: [
              {
                url: imageUrl,
                width: image?.width ?? undefined,
                height: image?.height ?? undefined,
                alt: image?.alt ?? '',
              },
            ],
          },
        }
      : {}),
  }
}
