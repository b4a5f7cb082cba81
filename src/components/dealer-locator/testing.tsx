import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'

import type { DealerSearchResponse, LocatorDealer } from '@/domain/locator/types'

import { SiteProvider } from '../site/SiteContext.client'

/** Test helpers for the locator: the providers the layout mounts, and a search answer built from dealers. */

export type SiteOptions = {
  isSingleDealer?: boolean
  singleDealerCompanyId?: number | null
  markers?: string[]
}

/** Renders inside the site's providers; `rerender` keeps them. */
export function renderWithSite(ui: ReactElement, site: SiteOptions = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <SiteProvider
        isSingleDealer={site.isSingleDealer ?? false}
        singleDealerCompanyId={site.singleDealerCompanyId ?? null}
        infoEndpointMarkers={site.markers ?? []}
        brandCode="ALD"
        apiBase="/api/v1"
        reviewsBase="/api/v1"
      >
        {children}
      </SiteProvider>
    </QueryClientProvider>
  )
  return render(ui, { wrapper })
}

export function searchAnswer(zipcode: string, dealers: LocatorDealer[]): DealerSearchResponse {
  return {
    zipcode,
    city: 'New York',
    state: 'NY',
    count: dealers.length,
    randomizeBuckets: [],
    dealers: dealers.map((d, i) => ({
      ...d,
      searchInfo: d.searchInfo ?? { kind: 'radius', bucket: 3 },
      distance: d.distance ?? i + 1,
    })),
  }
}

/** A JSON Response as fetch gives it. */
export const jsonAnswer = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })
