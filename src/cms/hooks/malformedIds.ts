import { NotFound, type CollectionBeforeOperationHook, type Plugin } from 'payload'

// Documents get serial integer ids on SQLite and PostgreSQL alike; PostgreSQL's `serial` stops at 2^31 - 1.
const MAX_SERIAL_ID = 2_147_483_647

/** Whether a document id in a URL can name a document at all: a whole number from 1 up. */
export function isWellFormedId(raw: string): boolean {
  return /^\d{1,10}$/.test(raw) && Number(raw) >= 1 && Number(raw) <= MAX_SERIAL_ID
}

/**
 * A REST request for a document by an id no document can have (/api/pages/abc, /api/pages/1.5) answers 404
 * before it reaches the database, which would otherwise fail on the value and make it a 500.
 */
export const refuseMalformedId: CollectionBeforeOperationHook = ({ args, collection, req }) => {
  const id = req.routeParams?.id
  if (req.payloadAPI !== 'REST' || typeof id !== 'string') return args
  const textIds =
    req.payload.db.defaultIDType !== 'number' ||
    req.payload.collections[collection.slug]?.customIDType === 'text'
  if (textIds || isWellFormedId(id)) return args
  const notFound = new NotFound(req.t)
  // Named by hand: a production build shortens class names, and Payload's loggingLevels (one line for a
  // not-found) match on this one.
  notFound.name = 'NotFound'
  throw notFound
}

/** Gives every collection the refuseMalformedId hook, first among its beforeOperation hooks. */
export const malformedIdsNotFound: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) => ({
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeOperation: [refuseMalformedId, ...(collection.hooks?.beforeOperation ?? [])],
    },
  })),
})
