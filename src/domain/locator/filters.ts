import type { LocatorDealer } from './types'

/** The six dealer filters of spec §3, in the order the panel lists them. */
export const FILTER_KEYS = [
  'dealerType',
  'emergencyService',
  'nateCertified',
  'nexiaDealerDiagnostics',
  'showFinancing',
  'charterMemberDate',
] as const

export type FilterKey = (typeof FILTER_KEYS)[number]
export type DealerFilters = Record<FilterKey, boolean>

export const NO_FILTERS: DealerFilters = Object.freeze({
  dealerType: false,
  emergencyService: false,
  nateCertified: false,
  nexiaDealerDiagnostics: false,
  showFinancing: false,
  charterMemberDate: false,
})

/** The number shown on the Filters button. */
export const activeFilterCount = (filters: DealerFilters): number =>
  FILTER_KEYS.filter((k) => filters[k]).length

/** Spec §4: dealerType removes NON-CC dealers; every other filter needs a truthy flag. */
function passes(dealer: LocatorDealer, key: FilterKey): boolean {
  if (key === 'dealerType') return dealer.data.dealerType !== 'NON-CC'
  return Boolean(dealer.data[key])
}

/** A dealer is kept only if it satisfies every active filter. */
export function applyFilters(dealers: readonly LocatorDealer[], filters: DealerFilters): LocatorDealer[] {
  const active = FILTER_KEYS.filter((k) => filters[k])
  return dealers.filter((d) => active.every((key) => passes(d, key)))
}
