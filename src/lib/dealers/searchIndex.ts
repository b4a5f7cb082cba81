import { DealerIndex, type IndexedDealer } from '../../domain/dealers/dealerIndex'
import { normalizeServiceAreaEntry } from '../../domain/dealers/serviceArea'
import type { Dealer } from '../../payload-types'
import { type DealerRecord, toDealerRecord } from './record'

/**
 * Everything a search or lookup needs, in memory: the geo/territory index plus each dealer's record in
 * the API's shape, so an answer is assembled from ready objects without reshaping documents again.
 */
export type DealerSearchIndex = {
  index: DealerIndex
  /** records[i] belongs to the index's dealer i. */
  records: DealerRecord[]
  byCompanyId: Map<number, number>
  /** What the index was built from (count and latest update), compared by the freshness check. */
  version: string
  /** Recent response bodies of this index (searchResponse.ts); dropped with the index on rebuild. */
  responses: Map<string, Uint8Array<ArrayBuffer>>
}

export function buildDealerSearchIndex(
  entries: readonly { dealer: IndexedDealer; record: DealerRecord }[],
  version: string,
): DealerSearchIndex {
  return {
    index: new DealerIndex(entries.map((e) => e.dealer)),
    records: entries.map((e) => e.record),
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
    docs.map((d) => ({ dealer: toIndexedDealer(d), record: toDealerRecord(d) })),
    version,
  )

/** The record of the index's dealer i; the index and its records are built together, so it exists. */
export function recordAt(idx: DealerSearchIndex, i: number): DealerRecord {
  const record = idx.records[i]
  if (!record) throw new Error(`dealer index and records disagree at ${i}`)
  return record
}

/** One dealer's record as JSON, for the lookup endpoint. */
export function dealerJson(idx: DealerSearchIndex, companyId: number): string | undefined {
  const i = idx.byCompanyId.get(companyId)
  return i === undefined ? undefined : JSON.stringify(recordAt(idx, i))
}
