import { APIError } from 'payload'

/**
 * 400 for a query whose value the database cannot compare with its column (`where[id][in]=abc`,
 * `where[createdAt][greater_than]=soon`). Public, so the client reads why. Named like Payload's own error for a
 * query naming a field that cannot be queried, so the same loggingLevels entry covers both (and by hand: a
 * production build may shorten class names).
 */
export class InvalidQueryValue extends APIError {
  constructor() {
    super('A value in the query does not fit the field it is compared with.', 400, null, true)
    this.name = 'QueryError'
  }
}

// SQLite (libsql) refuses to bind such values before running the query, with one of these messages.
const SQLITE_BINDING = /can be passed as arguments?|cannot be passed as argument|can only bind/i
// PostgreSQL reports them as data exceptions: SQLSTATE class 22 (invalid text representation, out of range...).
const POSTGRES_DATA_EXCEPTION = /^22[0-9A-Z]{3}$/

/** Whether an error the database adapter threw, or any error it wraps, says a value did not fit its column. */
export function isInvalidValueError(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 4; depth++) {
    const code: unknown = 'code' in current ? current.code : undefined
    if (typeof code === 'string' && POSTGRES_DATA_EXCEPTION.test(code)) return true
    // The driver's message is read on the driver's own error only: the adapter's wrapper repeats the values.
    const fromDriver = depth > 0 || current instanceof RangeError || current instanceof TypeError
    if (fromDriver && SQLITE_BINDING.test(current.message)) return true
    current = current.cause
  }
  return false
}
