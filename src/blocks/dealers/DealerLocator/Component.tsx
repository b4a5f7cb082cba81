import { useTranslations } from 'next-intl'
import type React from 'react'

import { LazyDealerLocator as DealerLocator } from '@/components/dealer-locator/lazy.client'
import type { InitialResults } from '@/domain/locator/types'
import { IslandLocale } from '@/i18n/IslandLocale'
import { requestLocale } from '@/i18n/requestLocale'
import type { DealerLocatorBlock, SiteSetting } from '@/payload-types'

import { BlockTitle } from '../../_core/shared/dealers/BlockTitle'

/**
 * The dealer locator block. On the locator routes the request's zip is known, and the page's data step
 * brings the first page of results, rendered into the HTML; elsewhere the browser searches for the stored zip.
 */
export const DealerLocatorComponent: React.FC<
  DealerLocatorBlock & { data: { settings: SiteSetting; initial: InitialResults | null } }
> = ({ data: { settings, initial }, ...block }) => {
  const t = useTranslations('blocks.dealerLocator')
  return (
    <section className="flex flex-col gap-6" aria-label={block.locator_block_title ? undefined : t('label')}>
      <BlockTitle
        title={block.locator_block_title}
        tag={block.title_tag}
        style={block.title_classes}
        intro={block.block_intro_content}
      />
      <IslandLocale locale={requestLocale()} namespaces={['locator', 'leadForms', 'map']}>
        <DealerLocator
          initial={initial}
          zeroVariant={block.zero_result_variant ?? 'standard'}
          showZipBox={block.show_zip_box ?? true}
          brandName={settings.brandName}
          supportPhone={settings.customerServicePhone}
          radiusMiles={settings.dealerSearch?.radiusMiles}
          dayIndex={new Date().getDay()}
        />
      </IslandLocale>
    </section>
  )
}
