import type { Payload } from 'payload'

import { seedContent } from './content'
import { seedDealers } from './dealers'
import { seedProductsLine } from './products'
import { seedRebatePrograms } from './rebates'
import { seedAdmin } from './users'
import { reindexSite } from '../collections/Search/reindex'

/**
 * Demo content for an empty database. Idempotent: each part checks whether its data already exists,
 * so a second run changes nothing.
 */
export async function seed(payload: Payload): Promise<string[]> {
  const report: string[] = []
  const admin = await seedAdmin(payload)
  if (admin) report.push(admin)
  report.push(await seedContent(payload))
  // After the pages: the catalogue adds its own page, which would stop the demo pages from being seeded.
  report.push(await seedProductsLine(payload))
  report.push(await seedRebatePrograms(payload))
  const started = Date.now()
  const dealers = await seedDealers(payload)
  report.push(
    dealers.dealers > 0
      ? `Demo dealer network: ${dealers.dealers} dealers and ${dealers.reviews} reviews seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`
      : 'Demo dealer network: dealers present, nothing seeded',
  )
  // Last: the site search's entries for everything above (content written with hooks off included) and the
  // dealers' cities; on a seeded database it changes only what differs.
  const search = await reindexSite(payload)
  report.push(
    `Site search: ${search.created} entries added, ${search.updated} updated, ${search.removed} removed; ${search.cities} dealers' cities`,
  )
  return report
}
