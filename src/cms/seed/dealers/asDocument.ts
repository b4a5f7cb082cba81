import type { Dealer } from '../../../payload-types'
import type { DemoDealer } from './generateDealer'

/** A generated dealer as if read back from the database (the benchmark and unit tests skip the database). */
export function asDealerDocument(dealer: DemoDealer, id: number, at = '2025-06-30T00:00:00.000Z'): Dealer {
  return { ...dealer, id, createdAt: at, updatedAt: at }
}
