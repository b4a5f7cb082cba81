import { describe, expect, it } from 'vitest'

import { parseEnv } from '../../../config/env'
import { siteTimezones } from './timezones'

const NY = 'America/New_York'

describe('the site’s time zones', () => {
  const base = { PAYLOAD_SECRET: 'x'.repeat(32) }

  it('defaults to New York, from SITE_TIMEZONE when set, and refuses an unknown zone', () => {
    expect(parseEnv(base).SITE_TIMEZONE).toBe(NY)
    expect(parseEnv({ ...base, SITE_TIMEZONE: '' }).SITE_TIMEZONE).toBe(NY)
    expect(parseEnv({ ...base, SITE_TIMEZONE: 'America/Chicago' }).SITE_TIMEZONE).toBe('America/Chicago')
    expect(() => parseEnv({ ...base, SITE_TIMEZONE: 'Mars/Olympus' })).toThrow(
      'SITE_TIMEZONE must be an IANA time zone such as America/New_York',
    )
  })

  it('offers the site’s zone first, as the default, named as the site’s', () => {
    const zones = siteTimezones('America/Chicago')
    expect(zones.defaultTimezone).toBe('America/Chicago')
    expect(zones.supportedTimezones[0]).toEqual({
      label: 'Central (Chicago) · site time',
      value: 'America/Chicago',
    })
    expect(zones.supportedTimezones.filter((z) => z.value === 'America/Chicago')).toHaveLength(1)
    expect(siteTimezones('Europe/Paris').supportedTimezones[0]).toEqual({
      label: 'Europe/Paris · site time',
      value: 'Europe/Paris',
    })
  })
})
