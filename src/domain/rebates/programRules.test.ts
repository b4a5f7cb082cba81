import { describe, expect, it } from 'vitest'

import {
  HOME_URL_MESSAGE,
  normalizeZipPrefix,
  validateEndDate,
  validateRebateHomeUrl,
  validateRegionStates,
  validateZipPrefixes,
} from './programRules'

describe('rebate program rules', () => {
  it('takes http(s) addresses of another site or a path of this site as the program’s page', () => {
    expect(validateRebateHomeUrl('https://www.energy.example/rebates')).toBe(true)
    expect(validateRebateHomeUrl('http://www.energy.example/rebates')).toBe(true)
    expect(validateRebateHomeUrl('/demo/rebate-programs#bc-heat-pump-incentive')).toBe(true)
    for (const bad of [
      'javascript:alert(1)',
      '//evil.example/rebates',
      '#rebates',
      'tel:+15551234567',
      'mailto:a@b.example',
      'ftp://x.example',
      '',
      null,
    ]) {
      expect(validateRebateHomeUrl(bad), String(bad)).toBe(HOME_URL_MESSAGE)
    }
  })

  it('stores prefixes upper-case without spaces and checks them against the country', () => {
    expect(normalizeZipPrefix(' k1a ')).toBe('K1A')
    expect(validateZipPrefixes(['100', '10001'], 'US')).toBe(true)
    expect(validateZipPrefixes(['K', 'M5V'], 'CA')).toBe(true)
    expect(validateZipPrefixes(['K1A'], 'US')).toMatch(/: K1A$/)
    expect(validateZipPrefixes(['12', 'ABC'], 'US')).toMatch(/: 12, ABC$/)
    expect(validateZipPrefixes(null, 'US')).toBe(true)
  })

  it('takes states of the chosen country only', () => {
    expect(validateRegionStates(['NY', 'CA'], 'US')).toBe(true)
    expect(validateRegionStates(['ON', 'BC'], 'CA')).toBe(true)
    expect(validateRegionStates(['ON'], 'US')).toBe('Not a state or province of the chosen country: ON')
  })

  it('refuses an end before the start', () => {
    expect(validateEndDate('2025-12-31', '2025-01-01')).toBe(true)
    expect(validateEndDate('2025-01-01', '2025-01-01')).toBe(true)
    expect(validateEndDate('2024-12-31', '2025-01-01')).toBe(
      'The end date must not be before the start date.',
    )
    expect(validateEndDate(null, '2025-01-01')).toBe(true)
  })
})
