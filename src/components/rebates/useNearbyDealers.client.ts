'use client'

import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'

import { seededRandom } from '@/domain/locator/ordering'
import { dealerRetryDelay, shouldRetryDealerFetch } from '@/domain/locator/retryPolicy'

import { fetchDealerLookup, fetchDealerSearch } from '../dealer-locator/api'
import { visitSeed } from '../dealer-locator/orderSeed'
import { readProfile } from '../profile/profileStore'
import { useSite } from '../site/SiteContext.client'
import { splitNearest, type NearbyDealers } from './nearbyDealers'

export type NearbyDealerState =
  { status: 'loading' } | { status: 'failed' } | { status: 'none' } | ({ status: 'found' } & NearbyDealers)

/**
 * The dealers for a rebate-page zip, through the locator's own call (/dealers/locations, or /locate while
 * the info-endpoint flag is on) and retry policy. In single-dealer mode the site's one dealer is the choice.
 * The others follow in the visit's order (its seed cookie), so a reload shows the same carousel. A failure is
 * logged only (spec §8).
 */
export function useNearbyDealers(zip: string): NearbyDealerState {
  const site = useSite()
  const singleId = site.isSingleDealer ? site.singleDealerCompanyId : null
  const query = useQuery({
    queryKey: ['rebate-dealers', site.apiBase, site.infoEndpoint, singleId, zip],
    queryFn: async ({ signal }): Promise<NearbyDealers | null> => {
      if (singleId !== null) {
        const only = await fetchDealerLookup(site.apiBase, site.brandCode, singleId, signal)
        return { nearest: only, others: [] }
      }
      const { mtaAid, mtaSid } = readProfile()
      const response = await fetchDealerSearch(
        {
          apiBase: site.apiBase,
          brandCode: site.brandCode,
          zip,
          infoEndpoint: site.infoEndpoint,
          mtaAnonymousId: mtaAid,
          mtaSessionId: mtaSid,
        },
        signal,
      )
      // The visit's order, as on the locator: the carousel keeps its order from one load to the next.
      return splitNearest(response, seededRandom(visitSeed()))
    },
    retry: shouldRetryDealerFetch,
    retryDelay: dealerRetryDelay,
  })

  useEffect(() => {
    if (query.error) console.error('Dealer search failed:', query.error.message)
  }, [query.error])

  if (query.isError) return { status: 'failed' }
  if (query.data === undefined) return { status: 'loading' }
  return query.data ? { status: 'found', ...query.data } : { status: 'none' }
}
