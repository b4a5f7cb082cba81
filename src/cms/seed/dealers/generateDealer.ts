import type { RequiredDataFromCollectionSlug } from 'payload'

import type { Centroid } from '../../../domain/geo/centroids'
import { slugify } from '../../collections/Dealers/hooks/deriveTitleAndSlug'
import type { Rng } from './prng'
import { LONG_NAME_SUFFIXES, NAME_STEMS, NAME_SUFFIXES, STREET_KINDS, STREETS } from './vocabulary'

export type DemoDealer = RequiredDataFromCollectionSlug<'dealers'> & { title: string }

export const FIRST_COMPANY_ID = 100_001

/** 555-01xx numbers are reserved for fiction, so no demo phone reaches a real line. */
const phone = (rng: Rng) =>
  `${rng.int(2, 9)}${rng.int(0, 8)}${rng.int(0, 9)}55501${rng.int(0, 9)}${rng.int(0, 9)}`

function weekHours(rng: Rng, open24: boolean) {
  if (open24)
    return {
      mon: 'Open 24 hours',
      tue: 'Open 24 hours',
      wed: 'Open 24 hours',
      thu: 'Open 24 hours',
      fri: 'Open 24 hours',
      sat: 'Open 24 hours',
      sun: 'Open 24 hours',
    }
  const day = rng.pick(['7:00 AM - 5:00 PM', '8:00 AM - 5:00 PM', '8:00 AM - 6:00 PM', '7:30 AM - 4:30 PM'])
  const sat = rng.pick(['Closed', '9:00 AM - 1:00 PM', '8:00 AM - 12:00 PM'])
  return {
    mon: day,
    tue: day,
    wed: day,
    thu: day,
    fri: rng.chance(0.2) ? '8:00 AM - 3:00 PM' : day,
    sat,
    sun: 'Closed',
  }
}

function dealerName(rng: Rng): string {
  const stem = rng.pick(NAME_STEMS)
  const partner = rng.chance(0.1) ? ` & ${rng.pick(NAME_STEMS)}` : ''
  return `${stem}${partner} ${rng.pick(rng.chance(0.2) ? LONG_NAME_SUFFIXES : NAME_SUFFIXES)}`
}

const guid = (rng: Rng) => `${rng.hex(8)}-${rng.hex(4)}-4${rng.hex(3)}-a${rng.hex(3)}-${rng.hex(12)}`

/** One fictional dealer at a postal centroid (jittered by up to ~2 miles). */
export function generateDealer(rng: Rng, index: number, home: Centroid, serviceArea: string[]): DemoDealer {
  const companyID = FIRST_COMPANY_ID + index
  const name = dealerName(rng)
  const slug = `${slugify(name)}-${companyID}`
  const emergency = rng.chance(0.35)
  const leasing = rng.chance(0.2)
  const tcs = rng.chance(0.1)
  const nexia = rng.chance(0.3)
  const whodis = rng.chance(0.2)
  const zipcode =
    home.country === 'US'
      ? home.key
      : `${home.key} ${rng.int(0, 9)}${String.fromCharCode(65 + rng.int(0, 25))}${rng.int(0, 9)}`
  return {
    title: name,
    slug,
    isDemo: true,
    serviceArea,
    data: {
      name,
      companyID,
      dealer_guid: guid(rng),
      brandID: 'ALD',
      valueBrand: whodis ? 'Cedarline' : null,
      tcsID: tcs ? `TCS-${companyID}` : null,
      isTcs: tcs,
      addressLine1: `${rng.int(10, 9999)} ${rng.pick(STREETS)} ${rng.pick(STREET_KINDS)}`,
      addressLine2: rng.chance(0.12) ? `Suite ${rng.int(100, 450)}` : null,
      city: home.city,
      state: home.state,
      zipcode,
      country: home.country,
      phone1: phone(rng),
      phone2: rng.chance(0.4) ? phone(rng) : null,
      phone3: rng.chance(0.1) ? phone(rng) : null,
      email: `service@${slug}.example`,
      financeURL: leasing ? null : `https://finance.example/apply?dealer=${companyID}`,
      charterMemberDate: rng.chance(0.15) ? rng.int(1998, 2015) : null,
      dealerType: rng.chance(0.3) ? 'CC' : 'NON-CC',
      score: rng.int(0, 100),
      totalResponseCount: rng.int(0, 400),
      preferred: rng.chance(0.2),
      emergencyService: emergency,
      nateCertified: rng.chance(0.4),
      leasingOption: leasing,
      showFinancing: !leasing && rng.chance(0.6),
      googleReviews: rng.chance(0.7),
      nexiaDealer: nexia,
      nexiaDealerDiagnostics: nexia && rng.chance(0.5),
      asHomeDealer: rng.chance(0.1),
      asHomeDealerDiagnostics: rng.chance(0.05),
      displaySupport: rng.chance(0.05),
      spanish: rng.chance(0.15),
      showAddress: rng.chance(0.9),
      dealerInfo: {
        data: {
          dbaName: `${name} (fictional demo dealer)`,
          state: home.state,
          weekHours: weekHours(rng, emergency && rng.chance(0.3)),
        },
      },
    },
    metaData: {
      dealer_url: `https://${slug}.example`,
      priority_ranking: rng.chance(0.35) ? rng.int(1, 5) : null,
      average_rating: 0,
      total_review_count: 0,
    },
    location: nearHome(home, rng),
    fuseInfo: rng.chance(0.15)
      ? {
          pool: `pool-${rng.int(1, 40)}`,
          permaleasePhone: phone(rng),
          routingGroup: `RG-${rng.int(100, 999)}`,
          targetPhone: phone(rng),
          paidSearchPermalease: phone(rng),
        }
      : {},
    whodis: whodis
      ? {
          routingGroupID: `WD-${rng.int(1000, 9999)}`,
          assignedNumbers: [
            { number: `1${phone(rng)}`, numberType: 'value-brand' },
            ...(rng.chance(0.4) ? [{ number: `1${phone(rng)}`, numberType: 'tracking' }] : []),
          ],
        }
      : {},
  }
}

const within = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value))

/**
 * A position up to about a mile from the zip's centre, on the map: the postal data puts one postal area,
 * Santa's H0H, at the North Pole itself, where a step north would leave the range of latitudes.
 */
export function nearHome(
  home: { lat: number; lon: number },
  rng: { next(): number },
): { lat: number; lon: number } {
  const lat = Math.round((home.lat + (rng.next() - 0.5) * 0.05) * 1e5) / 1e5
  const lon = Math.round((home.lon + (rng.next() - 0.5) * 0.05) * 1e5) / 1e5
  return { lat: within(lat, 90), lon: within(lon, 180) }
}
