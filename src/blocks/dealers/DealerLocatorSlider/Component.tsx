import { useTranslations } from 'next-intl'
import type React from 'react'

import { LazyDealerSlider as DealerSlider } from '@/components/dealer-locator/lazy.client'
import { resolveCarousel } from '@/domain/locator/carousel'
import type { DealerLocatorSliderBlock } from '@/payload-types'
import { IslandLocale } from '@/i18n/IslandLocale'
import { requestLocale } from '@/i18n/requestLocale'

import type { SiteSettingsAnswer } from '../../_core/data'
import { BlockTitle } from '../../_core/shared/dealers/BlockTitle'

/** Dealers near the visitor's stored zip in a carousel; the page around it stays static. */
export const DealerLocatorSliderComponent: React.FC<DealerLocatorSliderBlock & SiteSettingsAnswer> = ({
  data: { settings },
  ...block
}) => {
  const t = useTranslations('blocks.dealerSlider')
  const options = block.carousel_options
  const carousel = resolveCarousel({
    desktop: options?.desk,
    tablet: options?.tablet,
    mobile: options?.mobile,
  })
  const label = block.locator_block_title || t('label')
  return (
    <section className="flex flex-col gap-6" aria-label={block.locator_block_title ? undefined : label}>
      <BlockTitle
        title={block.locator_block_title}
        tag={block.title_tag}
        style={block.title_classes}
        intro={block.block_intro_content}
      />
      <IslandLocale locale={requestLocale()} namespaces={['locator', 'leadForms', 'carousel']}>
        <DealerSlider
          label={label}
          settings={carousel}
          brandName={settings.brandName}
          dayIndex={new Date().getDay()}
        />
      </IslandLocale>
    </section>
  )
}
