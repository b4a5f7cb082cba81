import { type BaseDatabaseAdapter, type DatabaseAdapterObj, type PayloadRequest } from 'payload'

import { InvalidQueryValue, isInvalidValueError } from '../errors/invalidValue'

// The adapter methods that read or write documents, each taking one argument object with the request.
const DOCUMENT_METHODS = [
  'count',
  'countGlobalVersions',
  'countVersions',
  'deleteMany',
  'deleteOne',
  'deleteVersions',
  'find',
  'findDistinct',
  'findGlobal',
  'findGlobalVersions',
  'findOne',
  'findVersions',
  'queryDrafts',
  'updateGlobal',
  'updateGlobalVersion',
  'updateMany',
  'updateOne',
  'updateVersion',
  'upsert',
] as const satisfies readonly (keyof BaseDatabaseAdapter)[]

type DocumentArgs = { req?: Partial<PayloadRequest>; where?: unknown }

/**
 * Operators Payload offers for point fields only. The SQL adapters have no implementation for them on any
 * other field (the content model has no point field), and fail with a TypeError instead of refusing the query.
 */
const POINT_OPERATORS = new Set(['near', 'within', 'intersects'])

/** Whether a `where` compares any field with a point-only operator, through every `and` and `or`. */
export function usesPointOperator(where: unknown): boolean {
  if (typeof where !== 'object' || where === null) return false
  return Object.entries(where).some(([key, value]) => {
    if ((key === 'and' || key === 'or') && Array.isArray(value)) return value.some(usesPointOperator)
    return typeof value === 'object' && value !== null && Object.keys(value).some((op) => POINT_OPERATORS.has(op))
  })
}

/**
 * A REST query with a value the database cannot use (`where[id][in]=abc`, a date "soon") failed deep in the
 * adapter, and Payload answered 500 and logged the whole generated SQL. Such a query is the client's mistake:
 * it answers 400, logged as one line, and so does a query with an operator meant for point fields (`near`,
 * `within`, `intersects`), which the adapter would fail on. The Local API keeps the original error: there a bad
 * value is a bug.
 * (A malformed document id in the URL is refused earlier, by hooks/malformedIds.ts.)
 */
export function refuseInvalidValues(db: BaseDatabaseAdapter): void {
  for (const name of DOCUMENT_METHODS) {
    const original: unknown = db[name]
    if (typeof original !== 'function') continue
    const wrapped = async (args: DocumentArgs) => {
      if (args?.req?.payloadAPI === 'REST' && usesPointOperator(args.where)) throw new InvalidQueryValue()
      try {
        return await original.call(db, args)
      } catch (error) {
        if (args?.req?.payloadAPI !== 'REST' || !isInvalidValueError(error)) throw error
        throw new InvalidQueryValue()
      }
    }
    Object.assign(db, { [name]: wrapped })
  }
}

/** Wraps a database adapter so REST queries with unusable values answer 400 (see refuseInvalidValues). */
export function withInvalidValuesRefused(adapter: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args)
      refuseInvalidValues(db)
      return db
    },
  }
}
