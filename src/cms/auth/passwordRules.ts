import { ValidationError, type CollectionBeforeOperationHook } from 'payload'

import * as z from '../../domain/zod'

/** The shortest password accepted on create, change and reset. */
export const MIN_PASSWORD_LENGTH = 12

/** A new password: text, not blank, at least MIN_PASSWORD_LENGTH characters; one message, the first that applies. */
const newPassword = z
  .string({ error: 'The password must be text.' })
  .refine((value) => value.trim() !== '', { error: 'The password cannot be only spaces.', abort: true })
  .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`)

/**
 * Checks a new password wherever one is set: create, update and reset. An empty or missing one is left to
 * Payload (required on create and reset, no change on update); anything else must pass the rule above, so a
 * number, say, is a 400 with a message rather than a failure while hashing it.
 */
export const requireGoodPassword: CollectionBeforeOperationHook = ({ args, collection, operation, req }) => {
  const kind: string = operation
  if (kind !== 'create' && kind !== 'update' && kind !== 'resetPassword') return args
  const data: unknown = 'data' in args ? args.data : undefined
  if (!data || typeof data !== 'object' || !('password' in data)) return args
  const { password } = data
  if (password === undefined || password === null || password === '') return args
  const checked = newPassword.safeParse(password)
  if (checked.success) return args
  throw new ValidationError({
    collection: collection.slug,
    errors: [{ path: 'password', message: checked.error.issues[0]?.message ?? 'The password is not valid.' }],
    req,
  })
}
