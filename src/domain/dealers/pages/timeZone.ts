/**
 * A dealer's IANA time zone, from its state or province, with the longitude deciding inside the states and
 * provinces that span two zones (the lines are approximate: a dealer within a few miles of one may be placed
 * in its neighbour's zone). No lookup table of shapes is shipped: every dealer has a state and a position.
 */
const ZONES: Record<string, string> = {
  // United States (and territories)
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
  PR: 'America/Puerto_Rico',
  VI: 'America/St_Thomas',
  GU: 'Pacific/Guam',
  // Canada
  AB: 'America/Edmonton',
  BC: 'America/Vancouver',
  MB: 'America/Winnipeg',
  NB: 'America/Moncton',
  NL: 'America/St_Johns',
  NS: 'America/Halifax',
  NT: 'America/Yellowknife',
  NU: 'America/Iqaluit',
  ON: 'America/Toronto',
  PE: 'America/Halifax',
  QC: 'America/Toronto',
  SK: 'America/Regina',
  YT: 'America/Whitehorse',
}

type Split = { west: string; east: string; lon: number; north?: number }

// States and provinces whose zone changes along a line of longitude (west of `lon` is `west`).
const SPLITS: Record<string, Split[]> = {
  FL: [{ lon: -85.0, west: 'America/Chicago', east: 'America/New_York' }],
  TN: [{ lon: -85.3, west: 'America/Chicago', east: 'America/New_York' }],
  KY: [{ lon: -86.0, west: 'America/Chicago', east: 'America/New_York' }],
  IN: [{ lon: -87.1, west: 'America/Chicago', east: 'America/Indiana/Indianapolis' }],
  MI: [{ lon: -87.6, west: 'America/Menominee', east: 'America/Detroit' }],
  TX: [{ lon: -104.9, west: 'America/Denver', east: 'America/Chicago' }],
  KS: [{ lon: -101.5, west: 'America/Denver', east: 'America/Chicago' }],
  NE: [{ lon: -101.0, west: 'America/Denver', east: 'America/Chicago' }],
  SD: [{ lon: -100.5, west: 'America/Denver', east: 'America/Chicago' }],
  ND: [{ lon: -101.5, west: 'America/Denver', east: 'America/Chicago' }],
  OR: [{ lon: -117.8, west: 'America/Los_Angeles', east: 'America/Boise' }],
  ID: [{ lon: -200, north: 45.6, west: 'America/Boise', east: 'America/Los_Angeles' }],
  ON: [{ lon: -90.0, west: 'America/Winnipeg', east: 'America/Toronto' }],
}

const FALLBACK = 'America/New_York'

export function dealerTimeZone(state: string | null | undefined, lon?: number, lat?: number): string {
  const code = (state ?? '').trim().toUpperCase()
  for (const split of SPLITS[code] ?? []) {
    if (split.north !== undefined) {
      if (lat !== undefined && lat >= split.north) return split.east
      continue
    }
    if (lon !== undefined) return lon < split.lon ? split.west : split.east
  }
  return ZONES[code] ?? FALLBACK
}
