/** The plugin's collection of search entries, one per published document (and one per dealers' city). */
export const SEARCH = 'search'
/** Results editors put first for a query. */
export const SEARCH_PINS = 'search-pins'
/** What visitors searched for, counted, with how often nothing was found. */
export const SEARCH_QUERIES = 'search-queries'

/** The collections whose published documents the site search finds, and what each is called on the page. */
export const SEARCHED_COLLECTIONS = ['pages', 'posts', 'products', 'documents'] as const
export type SearchedCollection = (typeof SEARCHED_COLLECTIONS)[number]

export const SEARCH_KINDS = ['page', 'post', 'product', 'resource', 'city'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

export const KIND_OF: Record<SearchedCollection, SearchKind> = {
  pages: 'page',
  posts: 'post',
  products: 'product',
  documents: 'resource',
}

/** Rows the query log keeps; past them the queries searched least recently go. */
export const MAX_QUERY_ROWS = 5000

/**
 * The languages with search entries of their own besides English (docs/search.md): the plugin's entries (with
 * `doc`) are the English ones; these languages' entries carry `source` ('pages:12') and `locale` instead.
 */
export const TRANSLATED_SEARCH_LOCALES = ['es', 'fr-CA'] as const
export type TranslatedSearchLocale = (typeof TRANSLATED_SEARCH_LOCALES)[number]

/** The key of a document's translation entries: `pages:12`. */
export const sourceKey = (collection: SearchedCollection, id: number | string): string =>
  `${collection}:${String(id)}`
