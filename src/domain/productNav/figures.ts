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

/** 'Captures up to 99.98% of particles', or null without a usable percentage (0 < p ≤ 100). */
export function airCleanerClaim(percent: number | null | undefined): string | null {
  return usable(percent) && percent <= 100 ? `Captures up to ${number(percent)}% of particles` : null
}

/** 'For homes up to 4,200 or 5,000 sq ft' (either size alone, or both), or null without one. */
export function humidifierClaim(
  smaller: number | null | undefined,
  larger: number | null | undefined,
): string | null {
  const sizes = [smaller, larger].filter(usable).sort((a, b) => a - b)
  const distinct = sizes.filter((n, i) => sizes.indexOf(n) === i)
  if (!distinct.length) return null
  return `For homes up to ${distinct.map(number).join(' or ')} sq ft`
}

/** 'Lasts up to 6 months' (1 month in the singular), or null without a whole number of months. */
export function filterClaim(months: number | null | undefined): string | null {
  if (!usable(months) || !Number.isInteger(months)) return null
  return `Lasts up to ${months} ${months === 1 ? 'month' : 'months'}`
}

/** '3 to 25 tons' (in either order), '5 tons' when both are equal, or null without two usable sizes. */
export function tonnageRange(min: number | null | undefined, max: number | null | undefined): string | null {
  if (!usable(min) || !usable(max)) return null
  const [low, high] = min <= max ? [min, max] : [max, min]
  return low === high ? `${number(low)} tons` : `${number(low)} to ${number(high)} tons`
}
