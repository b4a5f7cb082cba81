/** Where the site's own service API answers (docs/dealer-search.md). */
export const OWN_API_BASE = '/api/v1'

/**
 * The base address of a provider the specification calls (dealers, reviews, rebates): the address the site
 * settings give, without its trailing slashes, or the site's own /api/v1 when they give none.
 */
export const providerBase = (url: string | null | undefined): string =>
  url ? url.replace(/\/+$/, '') : OWN_API_BASE
