import { DealerIndex, type IndexedDealer } from '../../domain/dealers/dealerIndex'
import { normalizeServiceAreaEntry } from '../../domain/dealers/serviceArea'
import type { Dealer } from '../../payload-types'
import { toDealerRecord } from './record'

/**
 * Everything a search or lookup needs, in memory: the geo/territory index plus each dealer's record
 * already serialised. `openJson[i]` is the record's JSON without its closing brace, so a search appends
 * searchInfo and distance without serialising the record again.
 */
export type DealerSearchIndex = {
  index: DealerIndex
  openJson: string[]
  byCompanyId: Map<number, number>
  /** What the index was built from (count and latest update), compared by the freshness check. */
  version: string
  /** Recent response bodies of this index (searchResponse.ts); dropped with the index on rebuild. */
  responses: Map<string, Uint8Array<ArrayBuffer>>
}

/** A record's JSON without its closing brace. */
export const openRecordJson = (doc: Dealer): string => JSON.stringify(toDealerRecord(doc)).slice(0, -1)

export function buildDealerSearchIndex(
  entries: readonly { dealer: IndexedDealer; openJson: string }[],
  version: string,
): DealerSearchIndex {
  return {
    index: new DealerIndex(entries.map((e) => e.dealer)),
    openJson: entries.map((e) => e.openJson),
    byCompanyId: new Map(entries.map((e, i) => [e.dealer.companyId, i])),
    version,
    responses: new Map(),
  }
}

/** The search fields of a whole document (the benchmark and tests build indexes from documents). */
export function toIndexedDealer(doc: Dealer): IndexedDealer {
  return {
    lat: doc.location.lat,
    lon: doc.location.lon,
    serviceArea: (doc.serviceArea ?? [])
      .map(normalizeServiceAreaEntry)
      .filter((e): e is string => e !== null),
    preferred: Boolean(doc.data.preferred),
    priority: doc.metaData?.priority_ranking || null,
    score: doc.data.score ?? 0,
    companyId: doc.data.companyID,
  }
}

export const indexFromDocs = (docs: readonly Dealer[], version = 'docs'): DealerSearchIndex =>
  buildDealerSearchIndex(
    docs.map((d) => ({ dealer: toIndexedDealer(d), openJson: openRecordJson(d) })),
    version,
  )

/** One dealer's record as JSON, for the lookup endpoint. */
export function dealerJson(idx: DealerSearchIndex, companyId: number): string | undefined {
  const i = idx.byCompanyId.get(companyId)
  return i === undefined ? undefined : `${idx.openJson[i]}}`
}
