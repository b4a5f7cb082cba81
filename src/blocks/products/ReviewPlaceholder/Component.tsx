import { IdleScript } from '@/components/ui/IdleScript.client'
import { useTranslations } from 'next-intl'
import type React from 'react'

import type { ReviewPlaceholderBlock } from '@/payload-types'

import type { SiteSettingsAnswer } from '../../_core/data'
import { ratingsWidgetScriptSrc, reviewProductId } from '../../../domain/products/ratingsWidget'

/**
 * Where a product's ratings and reviews appear (spec §7): a labelled, empty place keyed by product id that
 * an outside ratings widget fills. The widget's script loads, once per page and after the page is idle,
 * only when Site settings name it; until then the place stays hidden and nothing is loaded. The site's
 * Content-Security-Policy must allow the widget's host.
 */
export const ReviewPlaceholderComponent: React.FC<ReviewPlaceholderBlock & SiteSettingsAnswer> = ({
  productId,
  label,
  data: { settings },
}) => {
  const t = useTranslations('blocks.reviews')
  const id = reviewProductId(productId)
  if (!id) return null
  const src = ratingsWidgetScriptSrc(settings.ratingsWidget?.scriptUrl)
  return (
    <section
      aria-label={label?.trim() || t('label')}
      data-product-id={id}
      data-ratings-widget={src ? 'on' : 'off'}
      hidden={!src}
      // Room for the widget's summary, so the page below moves little when it fills in.
      className="min-h-32"
    >
      {src ? <IdleScript id="ratings-widget" src={src} /> : null}
    </section>
  )
}
