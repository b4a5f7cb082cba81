import { useTranslations } from 'next-intl'

import { safeHref, safeImageUrl } from '../../domain/url'
import type { ProductImage } from './types'

type Props = { images: readonly ProductImage[] }

/** The Product Images tab: each image with its name and a link that downloads the full-size PNG. */
export function ProductImageGrid({ images }: Props) {
  const t = useTranslations('resources')
  const items = images.flatMap((image) => {
    const src = safeImageUrl(image.src)
    const href = safeHref(image.href)
    return src && href ? [{ ...image, src, href }] : []
  })
  if (!items.length) return <p className="text-muted">{t('noImages')}</p>
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {items.map((image) => (
        <li key={image.href}>
          <figure className="flex h-full flex-col gap-2 rounded-lg border border-line p-3">
            {/* eslint-disable-next-line @next/next/no-img-element -- Payload already made the smaller size shown here */}
            <img
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
              loading="lazy"
              decoding="async"
              className="aspect-square h-auto w-full rounded bg-surface object-contain"
            />
            <figcaption className="text-sm font-semibold text-ink">{image.caption}</figcaption>
            <a
              href={image.href}
              download={image.filename}
              className="mt-auto rounded-sm text-sm font-medium text-brand-700 underline decoration-1 underline-offset-4 hover:decoration-2"
            >
              {t('downloadPng')}{' '}
              <span className="sr-only">{t('downloadOf', { caption: image.caption })}</span>{' '}
              <span className="text-muted">
                {t('imageSize', { width: image.width, height: image.height })}
              </span>
            </a>
          </figure>
        </li>
      ))}
    </ul>
  )
}
