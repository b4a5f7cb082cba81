import 'server-only'

import type { Payload } from 'payload'

import { DEFAULT_RADIUS_MILES, MAX_RADIUS_MILES } from '../../domain/dealers/constants'

export type DealerSearchSettings = { brandCode: string; radiusMiles: number }

const TTL_MS = 1000
let cached: { value: DealerSearchSettings; at: number } | undefined

/** brandCode and dealerSearch.radiusMiles from the site settings, re-read at most once a second. */
export async function getDealerSearchSettings(payload: Payload): Promise<DealerSearchSettings> {
  if (cached && Date.now() - cached.at < TTL_MS) return cached.value
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const radius = settings.dealerSearch?.radiusMiles
  const value = {
    brandCode: settings.brandCode || 'ALD',
    radiusMiles: radius && radius > 0 ? Math.min(radius, MAX_RADIUS_MILES) : DEFAULT_RADIUS_MILES,
  }
  cached = { value, at: Date.now() }
  return value
}
