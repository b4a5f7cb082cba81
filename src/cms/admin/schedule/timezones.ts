/**
 * The time zones the admin offers where a time is picked (Payload's `admin.timezones`: the schedule drawer's
 * zone picker, and any date field with `timezone: true`), with the site's own (SITE_TIMEZONE) first and chosen
 * by default. The dealers' network covers the United States and Canada, so their zones are offered.
 */
export const NORTH_AMERICAN_ZONES: readonly { label: string; value: string }[] = [
  { label: 'Eastern (New York)', value: 'America/New_York' },
  { label: 'Central (Chicago)', value: 'America/Chicago' },
  { label: 'Mountain (Denver)', value: 'America/Denver' },
  { label: 'Mountain, no daylight saving (Phoenix)', value: 'America/Phoenix' },
  { label: 'Pacific (Los Angeles)', value: 'America/Los_Angeles' },
  { label: 'Alaska (Anchorage)', value: 'America/Anchorage' },
  { label: 'Hawaii (Honolulu)', value: 'Pacific/Honolulu' },
  { label: 'Atlantic (Halifax)', value: 'America/Halifax' },
  { label: 'Newfoundland (St. John’s)', value: 'America/St_Johns' },
  { label: 'Eastern (Toronto)', value: 'America/Toronto' },
  { label: 'Central (Winnipeg)', value: 'America/Winnipeg' },
  { label: 'Mountain (Edmonton)', value: 'America/Edmonton' },
  { label: 'Pacific (Vancouver)', value: 'America/Vancouver' },
]

export type SiteTimezones = {
  supportedTimezones: { label: string; value: string }[]
  defaultTimezone: string
}

/** Payload's `admin.timezones` for a site in `siteTimeZone`: that zone first (named as the site's), then the rest. */
export function siteTimezones(siteTimeZone: string): SiteTimezones {
  const known = NORTH_AMERICAN_ZONES.find((zone) => zone.value === siteTimeZone)
  const site = { label: `${known?.label ?? siteTimeZone} · site time`, value: siteTimeZone }
  return {
    supportedTimezones: [site, ...NORTH_AMERICAN_ZONES.filter((zone) => zone.value !== siteTimeZone)],
    defaultTimezone: siteTimeZone,
  }
}
