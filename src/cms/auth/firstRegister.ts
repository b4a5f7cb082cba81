import { Forbidden, type CollectionBeforeOperationHook } from 'payload'

/**
 * The only account a visitor without a session can create is the first one, through Payload's first-register
 * (which Payload itself refuses once any account exists). In production the first admin comes from the start
 * (seed/users.ts ensureFirstAdmin), so there it is refused outright; elsewhere the first account is an admin.
 */
export const guardFirstRegister =
  (isProduction: () => boolean): CollectionBeforeOperationHook =>
  ({ args, operation, req }) => {
    if (operation !== 'create' || req.payloadAPI === 'local' || req.user) return args
    if (isProduction()) throw new Forbidden(req.t)
    return { ...args, data: { ...args.data, roles: ['admin'] } }
  }
