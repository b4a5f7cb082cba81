import type { ReactNode } from 'react'

import type { SiteSetting } from '@/payload-types'

import { QueryProvider } from '../providers/QueryProvider.client'
import { SiteProvider } from './SiteContext.client'

/** The site's own /api/v1 unless the settings name an outside provider (docs/dealer-search.md). */
const base = (url: string | null | undefined) => (url ? url.replace(/\/+$/, '') : '/api/v1')

/** Everything client islands share, mounted once in the site layout from the site settings. */
export function SiteProviders({ settings, children }: { settings: SiteSetting; children: ReactNode }) {
  const single = settings.singleDealer
  return (
    <QueryProvider>
      <SiteProvider
        isSingleDealer={Boolean(single?.isSingleDealer && single.singleDealerCompanyId)}
        singleDealerCompanyId={single?.singleDealerCompanyId ?? null}
        infoEndpointMarkers={(settings.infoEndpointMarkers ?? []).map((m) => m.marker)}
        brandCode={settings.brandCode}
        apiBase={base(settings.providers?.dealersBaseUrl)}
        reviewsBase={base(settings.providers?.reviewsBaseUrl)}
      >
        {children}
      </SiteProvider>
    </QueryProvider>
  )
}
