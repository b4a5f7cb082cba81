import type { CollectionBeforeOperationHook } from 'payload'

import { isStaff } from '../access'

export type ReadCap = { limit: number; depth: number }

/** What one visitor request may read: pages of at most 100 documents, relations two levels deep. */
export const visitorReadCap: ReadCap = { limit: 100, depth: 2 }

/** The admin's own lists page through larger sets, still bounded; depth stays within Payload's maxDepth. */
export const staffReadCap: ReadCap = { limit: 1000, depth: 10 }

type ReadOverrides = { limit?: number; depth?: number; pagination?: boolean }

const numberIn = (args: object, key: string): number | undefined => {
  const value: unknown = key in args ? Reflect.get(args, key) : undefined
  return typeof value === 'number' ? value : undefined
}

/**
 * What a read must change to stay within the cap: `limit=0` and `pagination=false` (which ask for every
 * document) become one capped page, and larger limits and depths come down to the cap. A read by id has no
 * limit, only a depth.
 */
export function capRead(args: object, cap: ReadCap): ReadOverrides {
  const overrides: ReadOverrides = {}
  const depth = numberIn(args, 'depth')
  if (depth !== undefined && depth > cap.depth) overrides.depth = cap.depth
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

/**
 * Every HTTP read through Payload's REST API is bounded, so no request can make the server read a whole
 * collection. The site's own Local API reads (sitemap, static pages) are not requests and stay whole.
 */
export const capReads: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  const kind: string = operation
  if (req.payloadAPI === 'local' || (kind !== 'read' && kind !== 'readDistinct')) return args
  return { ...args, ...capRead(args, isStaff({ req }) ? staffReadCap : visitorReadCap) }
}
