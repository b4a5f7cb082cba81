import { useTranslations } from 'next-intl'
import type React from 'react'

import { DocumentList } from '@/components/resources/DocumentList'
import { LazyTabs } from '@/components/resources/lazy.client'
import { ProductImageGrid } from '@/components/resources/ProductImageGrid'
import { TechnicalDocs } from '@/components/resources/TechnicalDocs'
import type { DealerResourcesBlock } from '@/payload-types'

import { resourcesOf } from './resources'

/**
 * The dealer resources area (spec §2): Resources (sell sheets), Technical Docs (by section) and Product
 * Images. The lists are rendered here on the server; only switching tabs runs in the browser.
 */
export const DealerResourcesComponent: React.FC<DealerResourcesBlock> = ({
  id,
  title,
  intro,
  families,
  imageProducts,
}) => {
  const t = useTranslations('blocks.dealerResources')
  const { sellSheets, sections, images } = resourcesOf({ families, imageProducts })
  const headingId = `dealer-resources-${id ?? 'title'}`
  const tabs = [
    {
      id: 'resources',
      label: t('resources'),
      content: (
        <>
          <h3 className="mb-4 text-xl">{t('sellSheets')}</h3>
          <DocumentList documents={sellSheets} empty={t('noSellSheets')} />
        </>
      ),
    },
    { id: 'technical-docs', label: t('technicalDocs'), content: <TechnicalDocs sections={sections} /> },
    {
      id: 'product-images',
      label: t('productImages'),
      content: (
        <>
          <h3 className="mb-1 text-xl">{t('imagesTitle')}</h3>
          <p className="mb-4 text-muted">{t('imagesIntro')}</p>
          <ProductImageGrid images={images} />
        </>
      ),
    },
  ]
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-3xl font-bold">
        {title}
      </h2>
      {intro ? <p className="max-w-3xl text-lg">{intro}</p> : null}
      <LazyTabs tabs={tabs} label={title} />
    </section>
  )
}
