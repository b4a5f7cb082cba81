// Applies the committed migrations, then seeds demo content into an empty database.
import config from '@payload-config'
import { getPayload } from 'payload'

import { seed } from '../src/cms/seed'

// The seed creates the admin itself, after the migrations have made its table.
const payload = await getPayload({ config, disableOnInit: true })
try {
  await payload.db.migrate()
  const report = await seed(payload)
  for (const line of report) console.log(`  ${line}`)
} finally {
  await payload.db.destroy?.()
}
process.exit(0)
