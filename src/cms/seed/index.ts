import type { Payload } from 'payload'

import { seedContent } from './content'
import { seedAdmin } from './users'

/**
 * Demo content for an empty database. Idempotent: each part checks whether its data already exists,
 * so a second run changes nothing.
 */
export async function seed(payload: Payload): Promise<string[]> {
  const report: string[] = []
  const admin = await seedAdmin(payload)
  if (admin) report.push(admin)
  report.push(await seedContent(payload))
  return report
}
