// Run by bench/nextStart.ts in its own process: migrates the benchmark database and fills it with
// BENCH_DEALERS synthetic dealers (no reviews).
import config from '@payload-config'
import { getPayload } from 'payload'

import { seedDealers } from '../src/cms/seed/dealers'

const payload = await getPayload({ config })
await payload.db.migrate()
const started = performance.now()
const { dealers } = await seedDealers(payload, {
  count: Number(process.env.BENCH_DEALERS),
  withReviews: false,
})
console.log(
  `  seeded ${dealers.toLocaleString('en-US')} dealers in ${((performance.now() - started) / 1000).toFixed(1)} s`,
)
await payload.db.destroy?.()
process.exit(0)
