import { centroidTable, type Centroid } from './centroids'
import { isPlace, populatedZipKeys } from './places'
import { parsePostalCode } from './postalCode'

/**
 * Place names from the postal data the site ships (`zipcodes`): every US city with its state and every
 * Canadian city with its province, each with one zip or postal code to search it by. Built once on first use.
 *
 * Names are compared normalised: case and accents dropped, apostrophes removed, punctuation as spaces,
 * 'St.'/'Ste' read as 'Saint'/'Sainte', 'Ft' as 'Fort' and 'Mt' as 'Mount'. So 'saint louis, mo',
 * 'St. Louis, MO' and 'ST LOUIS MO' name the same place, and 'Montréal' finds 'Montreal'.
 */

export type PlaceMatch = {
  /** The place as the postal data names it: `Springfield`, `St. John's`. */
  name: string
  /** Two-letter state (US) or province (Canada) code. */
  state: string
  country: 'US' | 'CA'
  /** A zip or a whole postal code that searches this place (the zip box and `?zipcode=` accept it). */
  zipcode: string
  /** `Springfield, IL` */
  label: string
  /** How many zips or postal areas the place spans: a rough size, larger places first. */
  areas: number
}

type PlaceEntry = PlaceMatch & { key: string }

/** A Canadian postal area is searched by its FSA; the zip box asks for a whole code, so this unit completes it. */
const AREA_DELIVERY_UNIT = '0A0'

const ABBREVIATIONS: Record<string, string> = {
  st: 'saint',
  ste: 'sainte',
  ft: 'fort',
  mt: 'mount',
  mtn: 'mountain',
}

/** The form names are compared in: `St. John's` → `saint johns`, `Montréal` → `montreal`. */
export function normalisePlaceName(raw: string): string {
  return raw
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map((word) => ABBREVIATIONS[word] ?? word)
    .join(' ')
}

const US_STATES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  PR: 'Puerto Rico',
  VI: 'Virgin Islands',
  GU: 'Guam',
  AS: 'American Samoa',
  MP: 'Northern Mariana Islands',
}

const PROVINCES: Record<string, string> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
}

/** The name of a state or province by its code (`IL` → `Illinois`), for lists a visitor picks from. */
export function regionName(code: string): string | undefined {
  return US_STATES[code] ?? PROVINCES[code]
}

let regionCodes: Map<string, string> | undefined

/** A state or province given by code or by name, normalised: `il`, `illinois`, `newfoundland` → its code. */
function regionCode(text: string): string | undefined {
  if (!regionCodes) {
    regionCodes = new Map()
    for (const [code, name] of Object.entries({ ...US_STATES, ...PROVINCES })) {
      regionCodes.set(normalisePlaceName(code), code)
      regionCodes.set(normalisePlaceName(name), code)
    }
    regionCodes.set('newfoundland', 'NL')
    regionCodes.set('labrador', 'NL')
    regionCodes.set('pei', 'PE')
    regionCodes.set('quebec', 'QC')
  }
  return regionCodes.get(normalisePlaceName(text))
}

/** Trailing words by which the data splits a Canadian city into postal areas: `Montreal East`, `Halifax Central`. */
const AREA_WORDS = new Set([
  'north',
  'south',
  'east',
  'west',
  'northeast',
  'northwest',
  'southeast',
  'southwest',
  'ne',
  'nw',
  'se',
  'sw',
  'central',
  'inner',
  'outer',
  'upper',
  'lower',
  'mid',
  'harbour',
  'downtown',
])

/**
 * The city of a Canadian postal area as the data names it: `Downtown Toronto (St. James Town)` → `Toronto`,
 * `Montreal East` → `Montreal`, a rural area `Western Alberta (Jasper)` → `Jasper`; null for PO-box areas.
 */
function canadianCity(fsa: string, tidied: string): string | null {
  if (/\bpo boxes\b/i.test(tidied)) return null
  const inParens = /\(([^)/]+)\)/.exec(tidied)?.[1]?.trim()
  if (fsa.charAt(1) === '0' && inParens)
    return inParens.replace(/(^|[\s-])([a-z])/g, (_m, p: string, c: string) => p + c.toUpperCase())
  let words = tidied
    .replace(/\s*\(.*$/, '')
    .replace(/\s+Provincial Government$/i, '')
    .replace(/-\s+/g, '-')
    .split(/\s+/)
    .filter(Boolean)
  while (words.length > 1 && /^(downtown|central)$/i.test(words[0] ?? '')) words = words.slice(1)
  while (words.length > 1 && AREA_WORDS.has((words[words.length - 1] ?? '').toLowerCase()))
    words = words.slice(0, -1)
  const city = words.join(' ')
  return city || null
}

/** The member nearest the group's middle: the zip a search of the place starts from. */
function middleOf(members: Centroid[]): Centroid {
  const lat = members.reduce((s, c) => s + c.lat, 0) / members.length
  const lon = members.reduce((s, c) => s + c.lon, 0) / members.length
  let best = members[0] as Centroid
  let bestD = Infinity
  for (const c of members) {
    const d = (c.lat - lat) ** 2 + (c.lon - lon) ** 2
    if (d < bestD) {
      best = c
      bestD = d
    }
  }
  return best
}

let places: PlaceEntry[] | undefined

function buildPlaces(): PlaceEntry[] {
  const populated = populatedZipKeys()
  const groups = new Map<string, { name: string; state: string; country: 'US' | 'CA'; members: Centroid[] }>()
  const add = (name: string, c: Centroid) => {
    const id = `${normalisePlaceName(name)}|${c.state}`
    const group = groups.get(id) ?? { name, state: c.state, country: c.country, members: [] }
    group.members.push(c)
    groups.set(id, group)
  }
  const canadian: Array<{ city: string; c: Centroid }> = []
  for (const c of centroidTable().values()) {
    if (!isPlace(c)) continue
    if (c.country === 'US') {
      if (populated.has(c.key)) add(c.city, c)
      continue
    }
    const city = canadianCity(c.key, c.city)
    if (city) canadian.push({ city, c })
  }
  // A Canadian area named after its city and more ('Halifax Bedford Basin') joins that city when the city
  // has areas of its own.
  const bases = new Set(canadian.map(({ city, c }) => `${normalisePlaceName(city)}|${c.state}`))
  for (const { city, c } of canadian) {
    const words = city.split(/\s+/)
    let name = city
    for (let n = words.length - 1; n >= 1; n--) {
      const head = words.slice(0, n).join(' ')
      if (bases.has(`${normalisePlaceName(head)}|${c.state}`)) {
        name = head
        break
      }
    }
    add(name, c)
  }
  const list: PlaceEntry[] = []
  for (const group of groups.values()) {
    const middle = middleOf(group.members)
    const zipcode =
      group.country === 'US' ? middle.key : parsePostalCode(`${middle.key} ${AREA_DELIVERY_UNIT}`)?.display
    if (!zipcode) continue
    list.push({
      key: normalisePlaceName(group.name),
      name: group.name,
      state: group.state,
      country: group.country,
      zipcode,
      label: `${group.name}, ${group.state}`,
      areas: group.members.length,
    })
  }
  // Larger places first, then by name: the order of every answer.
  return list.sort((a, b) => b.areas - a.areas || a.label.localeCompare(b.label))
}

function allPlaces(): PlaceEntry[] {
  places ??= buildPlaces()
  return places
}

export type PlaceQuery = { name: string; state?: string }

/**
 * Reads `Springfield`, `Springfield, IL`, `Springfield IL`, `Saint Louis, Missouri`. A trailing state or
 * province (after a comma, or as the last word(s) when the rest is still a name) narrows the search.
 */
export function parsePlaceQuery(query: string): PlaceQuery | null {
  const text = query.trim()
  const comma = text.lastIndexOf(',')
  if (comma >= 0) {
    const name = normalisePlaceName(text.slice(0, comma))
    const region = text.slice(comma + 1).trim()
    if (!name) return null
    if (!region) return { name }
    const state = regionCode(region)
    return state ? { name, state } : { name: normalisePlaceName(text) }
  }
  const name = normalisePlaceName(text)
  if (!name) return null
  const words = name.split(' ')
  for (let n = Math.min(3, words.length - 1); n >= 1; n--) {
    const state = regionCode(words.slice(-n).join(' '))
    if (state) return { name: words.slice(0, -n).join(' '), state }
  }
  return { name }
}

const toMatch = ({ key: _key, ...match }: PlaceEntry): PlaceMatch => match

/**
 * Places matching a typed name: whole-name matches first (every 'Springfield'), then names starting with the
 * text ('Spring' → 'Springfield', 'Spring Valley'), each larger places first; `limit` answers at most.
 * `Springfield, IL` or `Springfield IL` keeps to that state, and `Portland ME` finds Portland, Maine even
 * though no place is called 'Portland Me'. Fewer than two characters match nothing.
 */
export function searchPlaces(query: string, limit = 10): PlaceMatch[] {
  const parsed = parsePlaceQuery(query)
  if (!parsed || limit <= 0) return []
  const whole = normalisePlaceName(query)
  const attempts: PlaceQuery[] = parsed.state ? [parsed, { name: whole }] : [parsed]
  for (const { name, state } of attempts) {
    if (name.length < 2) continue
    const exact: PlaceEntry[] = []
    const prefix: PlaceEntry[] = []
    for (const place of allPlaces()) {
      if (state && place.state !== state) continue
      if (place.key === name) exact.push(place)
      else if (place.key.startsWith(name)) prefix.push(place)
    }
    const found = [...exact, ...prefix].slice(0, limit)
    if (found.length > 0) return found.map(toMatch)
  }
  return []
}

/**
 * The places a typed name means when it names them whole ('Springfield' → every Springfield, 'Saint Louis,
 * MO' → one), without names that merely start with it: what a search box resolves on submit.
 */
export function resolvePlace(query: string, limit = 10): PlaceMatch[] {
  const parsed = parsePlaceQuery(query)
  if (!parsed) return []
  const whole = normalisePlaceName(query)
  const attempts: PlaceQuery[] = parsed.state ? [parsed, { name: whole }] : [parsed]
  for (const { name, state } of attempts) {
    if (!name) continue
    const found = allPlaces().filter((p) => p.key === name && (!state || p.state === state))
    if (found.length > 0) return found.slice(0, limit).map(toMatch)
  }
  return []
}
