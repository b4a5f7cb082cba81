'use client'

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'

import type { LocatorView } from '@/domain/locator/locatorQuery'
import { orderForVisit } from '@/domain/locator/ordering'
import { dealerRetryDelay, shouldRetryDealerFetch } from '@/domain/locator/retryPolicy'
import type { InitialResults, LocatorDealer } from '@/domain/locator/types'

import { readProfile } from '../profile/profileStore'
import { useSite } from '../site/SiteContext.client'
import { fetchDealerLookup, fetchDealerSearch } from './api'
import { visitSeed } from './orderSeed'

export type { InitialResults }

export type DealerResults =
  | { status: 'idle' }
  | { status: 'loading'; zip: string | null }
  | { status: 'failed' }
  | { status: 'ready'; zip: string | null; dealers: LocatorDealer[]; mode: 'search' | 'single' }

const retry = { retry: shouldRetryDealerFetch, retryDelay: dealerRetryDelay }

/** What a search asks beyond the zip: the visitor's sort and radius (the address's ?sort= and ?radius=). */
export type SearchChoice = Pick<LocatorView, 'sort' | 'radius'>

const DEFAULT_CHOICE: SearchChoice = { sort: 'distance', radius: null }

const sameChoice = (a: SearchChoice, b: SearchChoice) => a.sort === b.sort && a.radius === b.radius

/**
 * The dealers to show. Search mode runs for the site zip (the address's ?zipcode=, else the stored zip), sort
 * and radius, and re-runs when they change; the server's results stand in until the browser knows better, so
 * nothing flashes. Single-dealer mode looks up the one configured dealer instead. Failures are logged only
 * (spec §8).
 */
export function useDealerResults(
  initial: InitialResults | null,
  choice: SearchChoice = DEFAULT_CHOICE,
): DealerResults {
  const site = useSite()
  const zip = site.zip ?? initial?.zip ?? null
  const singleId = site.isSingleDealer ? site.singleDealerCompanyId : null
  const { sort, radius } = choice
  const initialChoice = { sort: initial?.view?.sort ?? 'distance', radius: initial?.view?.radius ?? null }
  const useInitial =
    initial !== null && initial.zip === zip && !site.infoEndpoint && sameChoice(initialChoice, choice)

  const search = useQuery({
    queryKey: ['dealer-search', site.apiBase, site.infoEndpoint ? 'locate' : 'locations', zip, sort, radius],
    queryFn: async ({ signal }) => {
      const { mtaAid, mtaSid } = readProfile()
      const params = {
        apiBase: site.apiBase,
        brandCode: site.brandCode,
        zip: zip!,
        infoEndpoint: site.infoEndpoint,
        sort,
        radius,
      }
      const response = await fetchDealerSearch(
        { ...params, mtaAnonymousId: mtaAid, mtaSessionId: mtaSid },
        signal,
      )
      // In the visit's order: the same as the server's HTML and every later load of this visit.
      const seed = visitSeed(initial?.seed)
      return { ...response, dealers: orderForVisit(response.dealers, response.randomizeBuckets, seed, sort) }
    },
    enabled: singleId === null && zip !== null,
    initialData: useInitial ? initial.response : undefined,
    placeholderData: keepPreviousData,
    ...retry,
  })

  const single = useQuery({
    queryKey: ['dealer-lookup', site.apiBase, singleId],
    queryFn: ({ signal }) => fetchDealerLookup(site.apiBase, site.brandCode, singleId!, signal),
    enabled: singleId !== null,
    ...retry,
  })

  // The seed the server ordered the HTML with becomes the visit's, when the visit had none yet.
  const serverSeed = initial?.seed
  useEffect(() => {
    if (serverSeed !== undefined) visitSeed(serverSeed)
  }, [serverSeed])

  const error = search.error ?? single.error
  useEffect(() => {
    if (error) console.error('Dealer search failed:', error.message)
  }, [error])

  const found = search.data
  useEffect(() => {
    if (found && found.count === 0) console.warn(`Dealer lookup found no dealers for ${found.zipcode}`)
  }, [found])

  if (singleId !== null) {
    if (single.data) return { status: 'ready', zip, dealers: [single.data], mode: 'single' }
    return single.isError ? { status: 'failed' } : { status: 'loading', zip }
  }
  if (zip === null) return { status: 'idle' }
  // The previous answer stands in only for the same zip (the info-endpoint flag switching the path).
  if (search.data && (!search.isPlaceholderData || search.data.zipcode === zip))
    return { status: 'ready', zip: search.data.zipcode, dealers: search.data.dealers, mode: 'search' }
  if (search.isError) return { status: 'failed' }
  return { status: 'loading', zip }
}
