import type { Payload } from 'payload'

import { demoRebatePrograms } from './programs'

const context = { disableRevalidate: true }

/** The demo rebate programs, written once: a site that has any program keeps its own. */
export async function seedRebatePrograms(payload: Payload): Promise<string> {
  const { totalDocs } = await payload.count({ collection: 'rebate-programs' })
  if (totalDocs > 0) return `Rebate programs: ${totalDocs} present, nothing seeded`
  for (const data of demoRebatePrograms) {
    await payload.create({ collection: 'rebate-programs', data, context })
  }
  return `Rebate programs: ${demoRebatePrograms.length} demo programs seeded`
}
