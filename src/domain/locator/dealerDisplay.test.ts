import { describe, expect, it } from 'vitest'

import { dealerBadges } from './badges'
import {
  addressLines,
  directionsUrl,
  displayPhone,
  formatPhone,
  distanceText,
  hasLongName,
  reviewCountText,
  telHref,
  todaysHours,
  weekHoursList,
} from './dealerDisplay'
import { flagRecord, INFO_ENDPOINT_TTL_MS, isFlagOn, mentionsMarker, searchPath } from './infoEndpoint'
import { dealer } from './testDealer'

const hours = {
  mon: '8am-5pm',
  tue: '8am-5pm',
  wed: '8am-5pm',
  thu: '8am-5pm',
  fri: '8am-4pm',
  sat: '',
  sun: null,
}

describe('dealer card rules', () => {
  it('replaces phone1 by the value-brand number without its first character', () => {
    const whodis = {
      routingGroupID: null,
      assignedNumbers: [
        { number: '15550100999', numberType: 'local' },
        { number: '15550100777', numberType: 'value-brand' },
      ],
    }
    expect(displayPhone(dealer({ id: 1, data: { phone1: '5550100123' }, whodis }))).toBe('5550100777')
    expect(displayPhone(dealer({ id: 1, data: { phone1: '5550100123' } }))).toBe('5550100123')
    expect(displayPhone(dealer({ id: 1 }))).toBeNull()
    expect(telHref('(555) 010-0123')).toBe('tel:5550100123')
  })

  it('prints ten-digit numbers as (411) 555-0114 and leaves others as given', () => {
    expect(formatPhone('4115550114')).toBe('(411) 555-0114')
    expect(formatPhone('14115550114')).toBe('(411) 555-0114')
    expect(formatPhone('411-555-0114')).toBe('(411) 555-0114')
    expect(formatPhone('555 0114')).toBe('555 0114')
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958')
    expect(formatPhone('411555011x')).toBe('411555011x')
  })

  it("shows today's hours and the week's, blank days as Closed", () => {
    const d = dealer({ id: 1, data: { dealerInfo: { data: { weekHours: hours } } } })
    expect(todaysHours(d, 5)).toBe('8am-4pm')
    expect(todaysHours(d, 0)).toBe('Closed')
    expect(weekHoursList(d).map((h) => h.name)[0]).toBe('Monday')
    expect(todaysHours(dealer({ id: 2 }), 1)).toBeNull()
  })

  it('says a day the dealer wrote as Closed in the page’s word for it', () => {
    const d = dealer({ id: 3, data: { dealerInfo: { data: { weekHours: { ...hours, sat: 'closed ' } } } } })
    expect(todaysHours(d, 6, 'Fermé')).toBe('Fermé')
    expect(todaysHours(d, 0, 'Cerrado')).toBe('Cerrado')
    expect(todaysHours(d, 5, 'Fermé')).toBe('8am-4pm')
  })

  it('shows the address only when the dealer allows it, and always offers directions', () => {
    const data = { addressLine1: '12 Main St', city: 'Ely', state: 'NV', zipcode: '89301' }
    expect(addressLines(dealer({ id: 1, data: { ...data, showAddress: true } }))).toEqual([
      '12 Main St',
      'Ely, NV 89301',
    ])
    const hidden = dealer({ id: 1, name: 'Acme', data: { ...data, showAddress: false } })
    expect(addressLines(hidden)).toEqual([])
    expect(directionsUrl(hidden)).toBe(
      'https://www.google.com/maps/search/?api=1&query=Acme%2C%20Ely%2C%20NV%2C%2089301',
    )
  })

  it('formats distance, review counts and long names', () => {
    expect(distanceText(dealer({ id: 1, distance: 3 }))).toBe('3.0 mi away')
    expect(distanceText(dealer({ id: 1 }))).toBeNull()
    expect([0, 1, 12].map(reviewCountText)).toEqual([
      '0 Google Reviews',
      '1 Google Review',
      '12 Google Reviews',
    ])
    expect(hasLongName('x'.repeat(24))).toBe(false)
    expect(hasLongName('x'.repeat(25))).toBe(true)
  })
})

describe('badges', () => {
  const labels = (data: Partial<Parameters<typeof dealer>[0]['data']>) =>
    dealerBadges(dealer({ id: 1, data }), 'Alderline').map((b) => b.label)

  it('lists every earned badge in order', () => {
    expect(
      labels({
        dealerType: 'CC',
        isTcs: true,
        emergencyService: true,
        nateCertified: true,
        charterMemberDate: 2004,
        nexiaDealerDiagnostics: true,
        showFinancing: true,
      }),
    ).toEqual([
      'Customer Care Dealer',
      'Alderline Comfort Specialist',
      '24/7 Emergency Service',
      'NATE Certified',
      'Charter Member',
      'Remote Diagnostics',
      'Financing',
    ])
  })

  it('shows Financing only without a leasing option, and Leasing links to the leasing page', () => {
    expect(labels({ showFinancing: true, leasingOption: true })).toEqual(['Leasing'])
    expect(dealerBadges(dealer({ id: 1, data: { leasingOption: true } }), 'A')[0]?.href).toBe(
      '/pricing/leasing/',
    )
  })

  it('names the Charter program start year and falls back to Diagnostics', () => {
    const [charter] = dealerBadges(dealer({ id: 1, data: { charterMemberDate: 2004 } }), 'A')
    expect(charter?.description).toContain('1998')
    expect(labels({ asHomeDealerDiagnostics: true })).toEqual(['Diagnostics'])
    expect(labels({ dealerType: 'NON-CC' })).toEqual([])
  })
})

describe('info-endpoint flag', () => {
  const now = 1_700_000_000_000

  it('turns on when the landing address or referrer mentions a marker', () => {
    expect(mentionsMarker(['utm_campaign=info'], 'https://x.test/?UTM_CAMPAIGN=INFO', '')).toBe(true)
    expect(mentionsMarker(['partner-x'], 'https://x.test/', 'https://partner-x.example/')).toBe(true)
    expect(mentionsMarker(['partner-x', ' '], 'https://x.test/', null)).toBe(false)
    expect(mentionsMarker([''], 'https://x.test/')).toBe(false)
  })

  it('lasts exactly seven days', () => {
    const stored = flagRecord(now)
    expect(INFO_ENDPOINT_TTL_MS).toBe(604_800_000)
    expect(isFlagOn(stored, now + INFO_ENDPOINT_TTL_MS - 1)).toBe(true)
    expect(isFlagOn(stored, now + INFO_ENDPOINT_TTL_MS)).toBe(false)
    expect(isFlagOn('not json', now)).toBe(false)
    expect(isFlagOn('{"expiresAt":"soon"}', now)).toBe(false)
  })

  it('switches the search path', () => {
    expect(searchPath(true)).toBe('/dealers/locate')
    expect(searchPath(false)).toBe('/dealers/locations')
  })
})
