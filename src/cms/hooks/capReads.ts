import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { isStaff } from '../access'

export type ReadCap = {
  /** Documents in one answer. */
  limit: number
  /** Levels of relations populated. */
  depth: number
  /** Conditions in one `where` (every comparison counts, however deeply nested in and/or). */
  conditions: number
}

/**
 * What one visitor request may read through Payload's REST API: the public catalogue and files only (pages,
 * posts and sections are refused by their access rules), a page of at most 24 documents, relations one level
 * deep, a `where` of at most 12 comparisons.
 */
export const visitorReadCap: ReadCap = { limit: 24, depth: 1, conditions: 12 }

/** The admin's own lists page through larger sets, still bounded; depth stays within Payload's maxDepth. */
export const staffReadCap: ReadCap = { limit: 1000, depth: 10, conditions: 200 }

/** Payload's depth when a request names none (config.defaultDepth). */
const DEFAULT_DEPTH = 2

type ReadOverrides = { limit?: number; depth?: number; pagination?: boolean }

const numberIn = (args: object, key: string): number | undefined => {
  const value: unknown = key in args ? Reflect.get(args, key) : undefined
  return typeof value === 'number' ? value : undefined
}

/**
 * What a read must change to stay within the cap: `limit=0` and `pagination=false` (which ask for every
 * document) become one capped page, and larger limits and depths come down to the cap, as does the default
 * depth where the cap is below it. A read by id has no limit, only a depth.
 */
export function capRead(args: object, cap: ReadCap): ReadOverrides {
  const overrides: ReadOverrides = {}
  const depth = numberIn(args, 'depth') ?? DEFAULT_DEPTH
  if (depth > cap.depth) overrides.depth = cap.depth
  if ('id' in args) return overrides
  const limit = numberIn(args, 'limit')
  if (('pagination' in args && args.pagination === false) || limit === 0) {
    overrides.pagination = true
    overrides.limit = cap.limit
  } else if (limit !== undefined && limit > cap.limit) {
    overrides.limit = cap.limit
  }
  return overrides
}

/** The comparisons in a `where`: each field's operators, through every `and` and `or`. */
export function conditionCount(where: unknown): number {
  if (typeof where !== 'object' || where === null) return 0
  let count = 0
  for (const [key, value] of Object.entries(where)) {
    if ((key === 'and' || key === 'or') && Array.isArray(value)) {
      for (const part of value) count += conditionCount(part)
    } else if (typeof value === 'object' && value !== null) {
      count += Math.max(1, Object.keys(value).length)
    } else {
      count += 1
    }
  }
  return count
}

/** 400 for a `where` with more comparisons than the cap. Named like Payload's query errors: logged as info. */
export class QueryTooLarge extends APIError {
  constructor(cap: number) {
    super(`The query has more than ${cap} conditions.`, 400, null, true)
    this.name = 'QueryError'
  }
}

/**
 * Every HTTP read through Payload's REST API is bounded, so no request can make the server read a whole
 * collection or walk its relations: documents per answer, depth and the size of `where`. A visitor's read also
 * never reaches the trash, drafts, joins or a `populate` of its own choosing. The site's own Local API reads
 * (pages, the sitemap) are not requests and stay whole.
 */
const READS = new Set(['read', 'readDistinct', 'count'])

export const capReads: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  const kind: string = operation
  if (req.payloadAPI === 'local' || !READS.has(kind)) return args
  const staff = isStaff({ req })
  const cap = staff ? staffReadCap : visitorReadCap
  const where: unknown = 'where' in args ? args.where : undefined
  if (conditionCount(where) > cap.conditions) throw new QueryTooLarge(cap.conditions)
  if (kind === 'count') return args
  const capped = { ...args, ...capRead(args, cap) }
  if (staff) return capped
  return { ...capped, trash: false, draft: false, joins: false, populate: undefined }
}
