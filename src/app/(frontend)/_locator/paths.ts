/**
 * CMS pages served by the locator routes (their own folders beside the catch-all) instead of the static
 * catch-all: their first results depend on ?zipcode=, so they render per request. Docs: docs/dealer-locator.md.
 */
export const LOCATOR_PAGE_PATHS: readonly string[] = ['/find-your-dealer', '/find-a-dealer']
