import { ValidationError, type CollectionBeforeOperationHook } from 'payload'

import { MIN_PASSWORD_LENGTH } from './signInPolicy'

/** Refuses a password shorter than MIN_PASSWORD_LENGTH wherever one is set: create, update and reset. */
export const requireLongPassword: CollectionBeforeOperationHook = ({ args, collection, operation, req }) => {
  const kind: string = operation
  if (kind !== 'create' && kind !== 'update' && kind !== 'resetPassword') return args
  const data: unknown = 'data' in args ? args.data : undefined
  const password = data && typeof data === 'object' && 'password' in data ? data.password : undefined
  if (typeof password === 'string' && password.length < MIN_PASSWORD_LENGTH) {
    throw new ValidationError({
      collection: collection.slug,
      errors: [{ path: 'password', message: `Use at least ${MIN_PASSWORD_LENGTH} characters.` }],
      req,
    })
  }
  return args
}
