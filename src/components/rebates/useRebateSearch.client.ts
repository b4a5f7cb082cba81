'use client'

import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'

import type { RebateDetailsResponse } from '@/domain/rebates/responseSchemas'
import { rebateRetryDelay, shouldRetryRebateFetch } from '@/domain/rebates/retryPolicy'

import { fetchRebateDetails } from './api'

export type RebateSearch =
  | { status: 'idle' }
  | { status: 'loading'; zip: string }
  | { status: 'failed'; zip: string }
  | { status: 'ready'; zip: string; result: RebateDetailsResponse }

/**
 * The rebates of a searched zip (spec §4: loading, then results, no rebates, or error), and a way to ask
 * again for the same zip after a failure.
 */
export function useRebateSearch(base: string, zip: string | null): [RebateSearch, () => void] {
  const query = useQuery({
    queryKey: ['rebates', base, zip],
    queryFn: ({ signal }) => fetchRebateDetails(base, zip!, signal),
    enabled: zip !== null,
    retry: shouldRetryRebateFetch,
    retryDelay: rebateRetryDelay,
  })

  useEffect(() => {
    if (query.error) console.error('Rebate search failed:', query.error.message)
  }, [query.error])

  const again = () => void query.refetch()
  if (zip === null) return [{ status: 'idle' }, again]
  // Asking again after a failure shows the spinner, not the old error, until the new answer is in.
  if (query.isFetching && !query.data) return [{ status: 'loading', zip }, again]
  if (query.data) return [{ status: 'ready', zip, result: query.data }, again]
  if (query.isError) return [{ status: 'failed', zip }, again]
  return [{ status: 'loading', zip }, again]
}
