import { useTranslations } from 'next-intl'
import type React from 'react'
import { useId } from 'react'

import { LazyRebateSavings as RebateSavings } from '@/components/rebates/lazy.client'
import { RebateWidget } from '@/components/rebates/RebateWidget'
import { providerBase } from '@/domain/providers'
import { isSliderHidden } from '@/domain/rebates/messages'
import { IslandLocale } from '@/i18n/IslandLocale'
import { requestLocale } from '@/i18n/requestLocale'
import type { RebateSavingsBlock, SiteSetting } from '@/payload-types'
import type { SiteSettingsAnswer } from '../../_core/data'

/** Rebates for a zip, then the nearest dealer (spec §2); the optional provider widget below, when set. */
export const RebateSavingsComponent: React.FC<RebateSavingsBlock & SiteSettingsAnswer> = ({
  data: { settings },
  ...block
}) => {
  return <RebateSavingsView block={block} settings={settings} />
}

function RebateSavingsView({ block, settings }: { block: RebateSavingsBlock; settings: SiteSetting }) {
  const t = useTranslations('blocks.rebateSavings')
  const titleId = useId()
  return (
    <section
      aria-labelledby={block.title ? titleId : undefined}
      aria-label={block.title ? undefined : t('label')}
      className="flex flex-col gap-6"
    >
      {block.title || block.intro ? (
        <div className="flex flex-col gap-2">
          {block.title ? (
            <h2 id={titleId} className="text-3xl font-bold">
              {block.title}
            </h2>
          ) : null}
          {block.intro ? <p className="max-w-3xl text-lg">{block.intro}</p> : null}
        </div>
      ) : null}
      <IslandLocale locale={requestLocale()} namespaces={['rebates', 'locator', 'leadForms', 'carousel']}>
        <RebateSavings
          brandName={settings.brandName}
          rebatesBase={providerBase(settings.providers?.rebatesBaseUrl)}
          hideSlider={isSliderHidden(block.hide_slider)}
          dayIndex={new Date().getDay()}
          headingLevel={block.title ? 'h3' : 'h2'}
        />
      </IslandLocale>
      <RebateWidget scriptUrl={settings.rebateWidget?.scriptUrl} />
    </section>
  )
}
