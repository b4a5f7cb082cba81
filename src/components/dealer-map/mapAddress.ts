/**
 * Whether the locator's map is open is kept in the address (?map=1), so a link, a reload and the page
 * benchmark open it from the first paint; turning pages and switching filters keep it.
 */
export const MAP_PARAM = 'map'

export const isMapOpen = (query: Pick<URLSearchParams, 'get'> | null): boolean =>
  query?.get(MAP_PARAM) === '1'

/** `href` with the map open or closed; every other parameter stays. */
export function withMap(href: string, open: boolean): URL {
  const url = new URL(href)
  if (open) url.searchParams.set(MAP_PARAM, '1')
  else url.searchParams.delete(MAP_PARAM)
  return url
}
