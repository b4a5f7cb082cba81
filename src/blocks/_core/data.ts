import type { InitialResults } from '@/domain/locator/types'
import type { ProductEnvironment } from '@/domain/products/environments'
import type { AllProductsResponse } from '@/domain/products/responseSchemas'
import type { Post, RelatedArticlesBlock, SiteSetting } from '@/payload-types'

/**
 * What a block may ask for besides its own fields. A block never reads data itself: its definition says what it
 * needs (`data` in defineBlock), the page's data step answers every question of the page's blocks before render
 * (src/app/(frontend)/[[...slug]]/blockData.ts), and the block gets the answers as its `data` prop.
 */
export type DataRequests = {
  /** The site settings global (brand name, phone numbers, reviews provider). */
  siteSettings: { args: null; answer: SiteSetting }
  /** The first page of dealers for the zip the request asked for; null without one, or when the search failed. */
  dealerResults: { args: null; answer: InitialResults | null }
  /** The latest published posts, of one topic or of all. */
  latestPosts: { args: { category: RelatedArticlesBlock['category']; limit: number }; answer: Post[] }
  /** The product catalogue of one environment, as the product endpoint reads it. */
  productCatalogue: { args: { environment: ProductEnvironment }; answer: AllProductsResponse }
}

export type DataKind = keyof DataRequests

/** One question, such as `{ kind: 'latestPosts', args: { category: 'comfort', limit: 3 } }`. */
export type DataQuery<K extends DataKind = DataKind> = K extends DataKind
  ? { kind: K; args: DataRequests[K]['args'] }
  : never

/** A block's questions by name; a question left null is not asked (its answer is null). */
export type DataQueries = Record<string, DataQuery | null>

/** The answers a block receives, by the names it asked under. */
export type DataAnswers<Q extends DataQueries> = {
  [P in keyof Q]: Q[P] extends DataQuery<infer K> ? DataRequests[K]['answer'] : null
}

/** Question builders, so a definition reads `data: (block) => ({ settings: ask.siteSettings() })`. */
export const ask = {
  siteSettings: (): DataQuery<'siteSettings'> => ({ kind: 'siteSettings', args: null }),
  dealerResults: (): DataQuery<'dealerResults'> => ({ kind: 'dealerResults', args: null }),
  latestPosts: (args: DataRequests['latestPosts']['args']): DataQuery<'latestPosts'> => ({
    kind: 'latestPosts',
    args,
  }),
  productCatalogue: (args: DataRequests['productCatalogue']['args']): DataQuery<'productCatalogue'> => ({
    kind: 'productCatalogue',
    args,
  }),
}

/** The page being rendered, for blocks that speak about the page itself (share buttons, in-page links). */
export type RenderedPage = { path: string; title: string }

/**
 * What the page's data step hands the renderer: the page, and each block's answers keyed by the block as the
 * page read returned it (the renderer is given the same objects, nested ones included).
 */
export type PageBlockData = {
  readonly page: RenderedPage | null
  readonly answers: ReadonlyMap<object, Readonly<Record<string, unknown>>>
}

/** For a render with no page around it (a single block's preview, tests): no page, no answers. */
export const noBlockData: PageBlockData = { page: null, answers: new Map() }

/** The props a block that asks only for the site settings (`{ settings: ask.siteSettings() }`) receives. */
export type SiteSettingsAnswer = { data: { settings: DataRequests['siteSettings']['answer'] } }
