import { RADIUS_CHOICES_MILES, type RadiusChoice } from '../dealers/constants'
import { DEFAULT_SORT, isSortOrder, type SortOrder } from '../dealers/sortOrders'
import { FILTER_KEYS, NO_FILTERS, type DealerFilters, type FilterKey } from './filters'

/**
 * What the locator shows of its results, kept in the address beside ?zipcode= so a link, a reload, Back and
 * Forward show the same page: `page` (omitted for the first), one `filter` per filter on, in the panel's
 * order, the `sort` (omitted for the specification's order) and the `radius` in miles (omitted for the site
 * setting's): `?zipcode=10001&filter=dealerType&sort=rating&radius=25&page=2`.
 */
export type LocatorView = {
  page: number
  filters: DealerFilters
  sort: SortOrder
  /** One of the radius choices; null: the site setting's radius. */
  radius: RadiusChoice | null
}

export const FIRST_VIEW: LocatorView = Object.freeze({
  page: 1,
  filters: NO_FILTERS,
  sort: DEFAULT_SORT,
  radius: null,
})

export const PAGE_PARAM = 'page'
export const FILTER_PARAM = 'filter'
export const SORT_PARAM = 'sort'
export const RADIUS_PARAM = 'radius'

const readRadius = (raw: string | null): RadiusChoice | null =>
  RADIUS_CHOICES_MILES.find((miles) => String(miles) === raw) ?? null

const isFilterKey = (value: string): value is FilterKey => (FILTER_KEYS as readonly string[]).includes(value)

/**
 * The view an address asks for. A page that is not a whole number from 1 to 9999 means the first (one past
 * the last is clamped where the count is known); unknown filter names are ignored, and so are a sort or a
 * radius the locator does not offer (the default stands).
 */
export function readLocatorView(query: URLSearchParams): LocatorView {
  const raw = query.get(PAGE_PARAM) ?? ''
  const page = /^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : 1
  const sortValue = query.get(SORT_PARAM)
  const sort = isSortOrder(sortValue) ? sortValue : DEFAULT_SORT
  const radius = readRadius(query.get(RADIUS_PARAM))
  const on = new Set(query.getAll(FILTER_PARAM).filter(isFilterKey))
  if (on.size === 0) return { page, filters: NO_FILTERS, sort, radius }
  const filters = { ...NO_FILTERS }
  for (const key of on) filters[key] = true
  return { page, filters, sort, radius }
}

/**
 * The address `url` with `view` in it; every other parameter stays. `zip` goes in as ?zipcode= when the
 * address has none (the zip came from storage), so the address alone brings back the same results.
 */
export function writeLocatorView(url: URL, view: LocatorView, zip: string | null): URL {
  const next = new URL(url)
  if (zip && !next.searchParams.has('zipcode')) next.searchParams.set('zipcode', zip)
  next.searchParams.delete(FILTER_PARAM)
  for (const key of FILTER_KEYS) if (view.filters[key]) next.searchParams.append(FILTER_PARAM, key)
  next.searchParams.delete(SORT_PARAM)
  if (view.sort !== DEFAULT_SORT) next.searchParams.set(SORT_PARAM, view.sort)
  next.searchParams.delete(RADIUS_PARAM)
  if (view.radius !== null) next.searchParams.set(RADIUS_PARAM, String(view.radius))
  next.searchParams.delete(PAGE_PARAM)
  if (view.page > 1) next.searchParams.set(PAGE_PARAM, String(view.page))
  return next
}

/** The query part of an address holding only `view` (for the server's first render). */
export const viewSearch = (view: LocatorView): string =>
  writeLocatorView(new URL('http://view.invalid/'), view, null).search

/** A route's searchParams as URLSearchParams (repeated names arrive as arrays). */
export function toSearchParams(params: Record<string, string | string[] | undefined>): URLSearchParams {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(params))
    for (const one of value === undefined ? [] : [value].flat()) query.append(name, one)
  return query
}
