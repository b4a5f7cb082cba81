import type { LocatorDealer } from './types'

type Options = {
  id: number
  name?: string
  bucket?: number
  distance?: number
  rating?: number
  reviews?: number
  data?: Partial<LocatorDealer['data']>
  whodis?: LocatorDealer['whodis']
}

/** A dealer record for tests, with only what a test names set. */
export function dealer({
  id,
  name,
  bucket,
  distance,
  rating = 4.5,
  reviews = 12,
  data = {},
  whodis,
}: Options): LocatorDealer {
  return {
    data: { companyID: id, name: name ?? `Dealer ${id}`, ...data },
    metaData: {
      dealer_url: null,
      average_rating: rating,
      total_review_count: reviews,
      priority_ranking: null,
    },
    location: { lat: 40.75, lon: -73.99 },
    ...(whodis ? { whodis } : {}),
    ...(bucket === undefined ? {} : { searchInfo: { kind: bucket <= 2 ? 'territory' : 'radius', bucket } }),
    ...(distance === undefined ? {} : { distance }),
  }
}
