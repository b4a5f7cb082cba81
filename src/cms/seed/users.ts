import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { env } from '../../config/env'

/** A password that is easy to copy: 4 groups of 5 URL-safe characters. */
export const generatePassword = (): string =>
  (randomBytes(15).toString('base64url').match(/.{5}/g) ?? []).join('-')

const hasAnyUser = async (payload: Payload): Promise<boolean> =>
  (await payload.count({ collection: 'users' })).totalDocs > 0

async function createAdmin(payload: Payload, email: string, fromEnv: string | undefined): Promise<string> {
  const password = fromEnv ?? generatePassword()
  await payload.create({ collection: 'users', data: { email, password, roles: ['admin'], name: 'Site admin' } })
  return fromEnv
    ? `Admin ${email} created with the password in ADMIN_PASSWORD`
    : `Admin ${email} created. Password (shown once): ${password}`
}

/**
 * Run at every start: on an empty user table, creates the first admin from ADMIN_EMAIL and ADMIN_PASSWORD (or a
 * generated password, returned to be printed once and never written anywhere in plain text), so no visitor can
 * claim the site through first-register. Does nothing once any account exists; returns what to print, if anything.
 */
export async function ensureFirstAdmin(payload: Payload): Promise<string | null> {
  if (await hasAnyUser(payload)) return null
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: fromEnv } = env()
  try {
    return await createAdmin(payload, email, fromEnv)
  } catch (error) {
    // Another instance starting at the same moment created the account first.
    if (await hasAnyUser(payload)) return null
    throw error
  }
}

/**
 * The demo seed's admin account. ADMIN_PASSWORD, when set, is the password (and is re-applied on each run);
 * otherwise one is generated and returned to be printed once.
 */
export async function seedAdmin(payload: Payload): Promise<string | null> {
  const first = await ensureFirstAdmin(payload)
  if (first) return first
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: fromEnv } = env()
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1 })
  const existing = docs[0]
  if (!existing) return createAdmin(payload, email, fromEnv)
  if (!fromEnv) return null
  await payload.update({ collection: 'users', id: existing.id, data: { password: fromEnv } })
  return `Admin ${email}: password from ADMIN_PASSWORD`
}
