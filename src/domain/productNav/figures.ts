/**
 * The figures the air-quality cards and the light-commercial tabs quote (spec §9), as editable defaults,
 * and the sentences built from them.
 */

export const AIR_CLEANER_PARTICLES_PERCENT = 99.98
export const HUMIDIFIER_HOME_SQ_FT = [4200, 5000] as const
export const FILTER_LIFE_MONTHS = 6
export const LIGHT_COMMERCIAL_TONS = { min: 3, max: 25 } as const

const usable = (n: number | null | undefined): n is number =>
  typeof n === 'number' && Number.isFinite(n) && n > 0

const number = (n: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(n)

/** The air cleaner's percentage of particles, or null without a usable one (0 < p ≤ 100). */
export const airCleanerPercent = (percent: number | null | undefined): number | null =>
  usable(percent) && percent <= 100 ? percent : null

/** 'Captures up to 99.98% of particles', or null without a usable percentage (0 < p ≤ 100). */
export function airCleanerClaim(percent: number | null | undefined): string | null {
  const usablePercent = airCleanerPercent(percent)
  return usablePercent === null ? null : `Captures up to ${number(usablePercent)}% of particles`
}

/** The humidifier's usable home sizes, smaller first, each once (none, one or two). */
export function humidifierSizes(
  smaller: number | null | undefined,
  larger: number | null | undefined,
): number[] {
  const sizes = [smaller, larger].filter(usable).sort((a, b) => a - b)
  return sizes.filter((n, i) => sizes.indexOf(n) === i)
}

/** 'For homes up to 4,200 or 5,000 sq ft' (either size alone, or both), or null without one. */
export function humidifierClaim(
  smaller: number | null | undefined,
  larger: number | null | undefined,
): string | null {
  const distinct = humidifierSizes(smaller, larger)
  if (!distinct.length) return null
  return `For homes up to ${distinct.map(number).join(' or ')} sq ft`
}

/** The filter's life in whole months, or null without a whole number of months. */
export const filterMonths = (months: number | null | undefined): number | null =>
  usable(months) && Number.isInteger(months) ? months : null

/** 'Lasts up to 6 months' (1 month in the singular), or null without a whole number of months. */
export function filterClaim(months: number | null | undefined): string | null {
  const whole = filterMonths(months)
  if (whole === null) return null
  return `Lasts up to ${whole} ${whole === 1 ? 'month' : 'months'}`
}

/** The two sizes low first (in either order), or null without two usable sizes. */
export function tonnageBounds(
  min: number | null | undefined,
  max: number | null | undefined,
): { low: number; high: number } | null {
  if (!usable(min) || !usable(max)) return null
  return min <= max ? { low: min, high: max } : { low: max, high: min }
}

/** '3 to 25 tons' (in either order), '5 tons' when both are equal, or null without two usable sizes. */
export function tonnageRange(min: number | null | undefined, max: number | null | undefined): string | null {
  const bounds = tonnageBounds(min, max)
  if (!bounds) return null
  const { low, high } = bounds
  return low === high ? `${number(low)} tons` : `${number(low)} to ${number(high)} tons`
}
