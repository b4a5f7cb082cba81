import type { Dealer } from '../../payload-types'

type AssignedNumber = { number: string; numberType: string }

/** The Dealer record of the API (spec §3) without searchInfo, reshaped from the stored document. */
export type DealerRecord = {
  data: Dealer['data']
  metaData: {
    dealer_url: string | null
    average_rating: number
    total_review_count: number
    priority_ranking: number | null
  }
  fuseInfo?: NonNullable<Dealer['fuseInfo']>
  location: Dealer['location']
  whodis?: { assignedNumbers: AssignedNumber[]; routingGroupID: string | null }
}

const hasAnyValue = (o: object | null | undefined) =>
  Object.values(o ?? {}).some((v) => v !== null && v !== undefined && v !== '')

/** Drops storage details (ids, empty optional groups) so the record has the provider's shape. */
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
  if (doc.fuseInfo && hasAnyValue(doc.fuseInfo)) record.fuseInfo = doc.fuseInfo
  const numbers = (doc.whodis?.assignedNumbers ?? []).map(({ number, numberType }) => ({
    number,
    numberType,
  }))
  if (numbers.length > 0 || doc.whodis?.routingGroupID) {
    record.whodis = { assignedNumbers: numbers, routingGroupID: doc.whodis?.routingGroupID ?? null }
  }
  return record
}
