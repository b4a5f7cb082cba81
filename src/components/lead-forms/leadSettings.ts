import type { SiteSetting } from '@/payload-types'

import type { LeadSettings } from './settings.client'

/** The lead forms' settings from the site settings (used by the layout, on the server). */
export function leadSettingsFrom(
  settings: Pick<SiteSetting, 'brandCode' | 'sourceTag'>,
  placesApiKey?: string | null,
): LeadSettings {
  return { brandCode: settings.brandCode, sourceTag: settings.sourceTag, placesApiKey: placesApiKey ?? null }
}
