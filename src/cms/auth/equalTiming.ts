import { pbkdf2 } from 'node:crypto'
import { promisify } from 'node:util'

import type { Payload } from 'payload'

const derive = promisify(pbkdf2)

// The cost of Payload 3.90's stored password hash (pbkdf2-sha256-v1): 600,000 iterations, a 32-byte key.
const ITERATIONS = 600_000
const KEY_LENGTH = 32

/**
 * Payload answers an unknown e-mail at once but a wrong password only after hashing it, so the time of the
 * answer would tell which e-mail addresses have an account. For an unknown e-mail the same hash is computed,
 * for nothing, before Payload answers.
 */
export async function hashLikeAnAccount(payload: Payload, email: string, password: string): Promise<void> {
  const account = await payload.db.findOne({
    collection: 'users',
    where: { email: { equals: email.trim().toLowerCase() } },
  })
  if (!account) await derive(password, 'no-such-account', ITERATIONS, KEY_LENGTH, 'sha256')
}
