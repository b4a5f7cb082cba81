import { publicDealerRecord } from '../../domain/dealers/publicRecord'
import type { DealerRecordResponse } from '../../domain/dealers/responseSchemas'
import type { Dealer } from '../../payload-types'

/** The Dealer record of the API (spec §3) without searchInfo: what a visitor may receive of one dealer. */
export type DealerRecord = DealerRecordResponse

const hasAnyValue = (o: object | null | undefined) =>
  Object.values(o ?? {}).some((v) => v !== null && v !== undefined && v !== '')

/**
 * Drops storage details (ids, empty optional groups) so the record has the provider's shape, and applies
 * the public-record rule (a private address, unsafe links: domain/dealers/publicRecord.ts). Every answer and
 * the locator's HTML are built from these records; the search index keeps the exact coordinates apart.
 */
export function toDealerRecord(doc: Dealer): DealerRecord {
  const meta = doc.metaData ?? {}
  const record: DealerRecord = {
    data: doc.data,
    metaData: {
      dealer_url: meta.dealer_url ?? null,
      average_rating: meta.average_rating ?? 0,
      total_review_count: meta.total_review_count ?? 0,
      priority_ranking: meta.priority_ranking ?? null,
    },
    location: { lat: doc.location.lat, lon: doc.location.lon },
  }
  if (doc.pagePath) record.pagePath = doc.pagePath
  if (doc.fuseInfo && hasAnyValue(doc.fuseInfo)) record.fuseInfo = doc.fuseInfo
  const numbers = (doc.whodis?.assignedNumbers ?? []).map(({ number, numberType }) => ({
    number,
    numberType,
  }))
  if (numbers.length > 0 || doc.whodis?.routingGroupID) {
    record.whodis = { assignedNumbers: numbers, routingGroupID: doc.whodis?.routingGroupID ?? null }
  }
  return publicDealerRecord(record)
}
