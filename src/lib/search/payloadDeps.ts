import 'server-only'

import { after } from 'next/server'

import { getPayloadClient } from '../payload'
import type { SearchApiDeps } from './handler'
import { logSearch } from './queryLog'

async function countSearch(normalized: string, results: number): Promise<void> {
  try {
    await logSearch(await getPayloadClient(), normalized, results)
  } catch (error) {
    console.error(
      JSON.stringify({
        level: 'error',
        msg: 'search log failed',
        err: error instanceof Error ? error.message : String(error),
      }),
    )
  }
}

/**
 * Counts a search once the answer has gone out (Next's `after`); a failure to count is logged and never
 * reaches the visitor. Outside a request (a test rendering the page) it counts at once.
 */
export function logAfterAnswer(normalized: string, results: number): void {
  try {
    after(() => countSearch(normalized, results))
  } catch {
    void countSearch(normalized, results)
  }
}

export const payloadSearchDeps: SearchApiDeps = { payload: getPayloadClient, log: logAfterAnswer }
