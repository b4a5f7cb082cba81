import 'server-only'

import { DEFAULT_RADIUS_MILES, MAX_RADIUS_MILES } from '../../domain/dealers/constants'
import { getSiteSettingsForApi } from '../site/queries'

export type DealerSearchSettings = { brandCode: string; radiusMiles: number }

/**
 * brandCode and dealerSearch.radiusMiles from the site settings (whose defaults live in the SiteSettings
 * global), as fresh as the public API keeps them: about a second.
 */
export async function getDealerSearchSettings(): Promise<DealerSearchSettings> {
  const settings = await getSiteSettingsForApi()
  const radius = settings.dealerSearch?.radiusMiles
  return {
    brandCode: settings.brandCode,
    radiusMiles: radius && radius > 0 ? Math.min(radius, MAX_RADIUS_MILES) : DEFAULT_RADIUS_MILES,
  }
}
