import type { ReactNode } from 'react'

import { providerBase } from '@/domain/providers'
import type { SiteSetting } from '@/payload-types'

import { SiteProvider } from './SiteContext.client'

/** Everything client islands share, mounted once in the site layout from the site settings. */
export function SiteProviders({ settings, children }: { settings: SiteSetting; children: ReactNode }) {
  const single = settings.singleDealer
  return (
    <SiteProvider
      isSingleDealer={Boolean(single?.isSingleDealer && single.singleDealerCompanyId)}
      singleDealerCompanyId={single?.singleDealerCompanyId ?? null}
      infoEndpointMarkers={(settings.infoEndpointMarkers ?? []).map((m) => m.marker)}
      brandCode={settings.brandCode}
      apiBase={providerBase(settings.providers?.dealersBaseUrl)}
      reviewsBase={providerBase(settings.providers?.reviewsBaseUrl)}
    >
      {children}
    </SiteProvider>
  )
}
