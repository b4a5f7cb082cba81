import type { Payload } from 'payload'

import { assignPagePaths } from '../../../domain/dealers/pages/pagePath'
import { markDealersEdited } from '../../collections/Dealers/editGeneration'
import { generateDemoNetwork } from './generate'
import { assignedNumberRows, dealerRow, reviewRow, serviceAreaRows } from './rows'
import { inTransaction, insertChunked, sqlAdapter, tableColumns } from '../../db/sqlAdapter'

export { DEMO_ZIPS } from './demoZips'

/**
 * Seeds the demo dealer network (about 2,500 fictional dealers and 24,000 reviews) unless any dealer
 * exists. Rows go straight into Payload's tables in bulk inside one transaction: payload.create per
 * document runs every hook and validation and takes minutes for this volume (docs/dealer-search.md).
 * Review aggregates are computed by the generator, so the reviews' hooks are not needed.
 */
export async function seedDealers(
  payload: Payload,
  // The benchmark seeds a much larger network without reviews; the site's seed uses the defaults.
  options: { count?: number; withReviews?: boolean } = {},
): Promise<{ dealers: number; reviews: number }> {
  const existing = await payload.count({ collection: 'dealers' })
  if (existing.totalDocs > 0) return { dealers: 0, reviews: 0 }

  const network = generateDemoNetwork(options)
  const adapter = sqlAdapter(payload)
  const columns = tableColumns(adapter, 'dealers')
  const now = new Date().toISOString()
  // Page addresses in order: the first dealer of a name in a city gets the plain one (docs/dealer-pages.md).
  const paths = assignPagePaths(network.dealers.map(({ data }) => data))

  const counts = await inTransaction(adapter, async (db) => {
    const inserted = await insertChunked(
      adapter,
      db,
      'dealers',
      network.dealers.map((d, i) =>
        dealerRow({ ...d, listed: true, pagePath: paths[i] ?? null }, columns, now),
      ),
    )
    const idByCompany = new Map(inserted.map((r) => [Number(r.data_companyID), Number(r.id)]))
    const idOf = (i: number) => {
      const id = idByCompany.get(network.dealers[i]?.data.companyID ?? -1)
      if (id === undefined) throw new Error(`Dealer ${i} was not inserted`)
      return id
    }
    const ids = network.dealers.map((_, i) => idOf(i))
    const texts = network.dealers.flatMap((d, i) => serviceAreaRows(d, ids[i] ?? 0))
    const numbers = network.dealers.flatMap((d, i) => assignedNumberRows(d, ids[i] ?? 0))
    const reviews = network.reviews.flatMap((list, i) => list.map((r) => reviewRow(r, ids[i] ?? 0, now)))
    await insertChunked(adapter, db, 'dealers_texts', texts)
    await insertChunked(adapter, db, 'dealers_whodis_assigned_numbers', numbers)
    await insertChunked(adapter, db, 'dealer_reviews', reviews)
    return { dealers: inserted.length, reviews: reviews.length }
  })
  markDealersEdited()
  return counts
}
