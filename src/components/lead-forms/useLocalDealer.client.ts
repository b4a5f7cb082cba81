'use client'

import { useEffect, useState } from 'react'

import { parsePostalCode } from '@/domain/geo/postalCode'

import { fetchDealerLookup, fetchDealerSearch } from '../dealer-locator/api'
import { useSite } from '../site/SiteContext.client'
import { nearestDealer, type ChosenDealer } from './nearestDealer'

export type LocalDealer =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'found'; dealer: ChosenDealer }
  | { status: 'none'; zip: string }
  | { status: 'failed' }

type Answer = Exclude<LocalDealer, { status: 'idle' } | { status: 'searching' }>

/**
 * The dealer a homeowner's request goes to: in single-dealer mode the site's one dealer, otherwise the
 * nearest dealer for the zip the visitor typed (searched once the zip passes the lookup rule).
 */
export function useLocalDealer(zipInput: string | undefined, enabled = true): LocalDealer {
  const site = useSite()
  const single = site.isSingleDealer ? site.singleDealerCompanyId : null
  const zip = parsePostalCode(zipInput ?? '')?.display ?? null
  // One search per key; an answer for an older key is never shown.
  const key = !enabled ? null : single ? `dealer:${single}` : zip ? `zip:${zip}` : null
  const [answer, setAnswer] = useState<{ key: string; value: Answer } | null>(null)

  useEffect(() => {
    if (!key) return
    const controller = new AbortController()
    const search = single
      ? fetchDealerLookup(site.apiBase, site.brandCode, single, controller.signal).then((r) => ({
          companyId: r.data.companyID,
          name: r.data.name,
        }))
      : fetchDealerSearch(
          {
            apiBase: site.apiBase,
            brandCode: site.brandCode,
            zip: zip ?? '',
            infoEndpoint: site.infoEndpoint,
          },
          controller.signal,
        ).then((r) => nearestDealer(r.dealers))
    search.then(
      (dealer) =>
        setAnswer({ key, value: dealer ? { status: 'found', dealer } : { status: 'none', zip: zip ?? '' } }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        console.error('Local dealer search failed', error instanceof Error ? error.message : error)
        setAnswer({ key, value: { status: 'failed' } })
      },
    )
    return () => controller.abort()
  }, [key, single, zip, site.apiBase, site.brandCode, site.infoEndpoint])

  if (!key) return { status: 'idle' }
  return answer?.key === key ? answer.value : { status: 'searching' }
}
