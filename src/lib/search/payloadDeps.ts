import 'server-only'

import { after } from 'next/server'

import { getPayloadClient } from '../payload'
import type { SearchApiDeps } from './handler'
import { logSearch } from './queryLog'

/** Counts a search once the answer has gone out; a failure to count is logged and never reaches the visitor. */
export function logAfterAnswer(normalized: string, results: number): void {
  after(async () => {
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
  })
}

export const payloadSearchDeps: SearchApiDeps = { payload: getPayloadClient, log: logAfterAnswer }
