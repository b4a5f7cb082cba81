import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { env } from '../../config/env'

/** A password that is easy to copy: 4 groups of 5 URL-safe characters. */
export const generatePassword = (): string =>
  (randomBytes(15).toString('base64url').match(/.{5}/g) ?? []).join('-')

/**
 * The first admin account. ADMIN_PASSWORD, when set, is the password (and is re-applied on each start);
 * otherwise one is generated, returned to be printed once, and never written anywhere in plain text.
 */
export async function seedAdmin(payload: Payload): Promise<string | null> {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: fromEnv } = env()
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1 })
  const existing = docs[0]
  if (existing) {
    if (fromEnv) await payload.update({ collection: 'users', id: existing.id, data: { password: fromEnv } })
    return fromEnv ? `Admin ${email}: password from ADMIN_PASSWORD` : null
  }
  const password = fromEnv ?? generatePassword()
  await payload.create({ collection: 'users', data: { email, password, roles: ['admin'], name: 'Site admin' } })
  return fromEnv
    ? `Admin ${email} created with the password in ADMIN_PASSWORD`
    : `Admin ${email} created. Password (shown once): ${password}`
}
