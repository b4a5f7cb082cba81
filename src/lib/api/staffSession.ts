import { createHash } from 'node:crypto'

import { jwtVerify } from 'jose'

/** The session cookie Payload sets on sign-in (its cookie prefix is the default, "payload"). */
export const SESSION_COOKIE = 'payload-token'

/** The version Payload 3.90 writes into the protected header of every session token (its JWT_AUTH_VERSION). */
const PAYLOAD_JWT_AUTH_VERSION = 1

export type StaffSession = { collection: string; id: string }

/** The request headers that may carry a session token. */
export type SessionHeaders = { cookie?: string; authorization?: string }

export type StaffSessionVerifier = (headers: SessionHeaders) => Promise<StaffSession | null>

/**
 * Payload signs its session tokens with HS256 under a key derived from the configured secret: the first 32 hex
 * characters of its SHA-256 digest (Payload's constructor), used as text.
 */
export function payloadSigningKey(configSecret: string): Uint8Array {
  const derived = createHash('sha256').update(configSecret).digest('hex').slice(0, 32)
  return new TextEncoder().encode(derived)
}

/** The value of one cookie in a Cookie header, undefined when absent. */
export function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || undefined
  }
  return undefined
}

/**
 * The session token a request carries where Payload looks for one: an `Authorization: JWT …` or
 * `Authorization: Bearer …` header (scripts), else the session cookie (the admin).
 */
export function sessionToken({ cookie, authorization }: SessionHeaders): string | undefined {
  const scheme = /^(?:JWT|Bearer) (\S+)$/.exec(authorization?.trim() ?? '')
  return scheme?.[1] ?? cookieValue(cookie, SESSION_COOKIE)
}

/**
 * Who the request's session token belongs to, when the cookie is a token Payload signed and it has not
 * expired; null otherwise. Only the signature and expiry are checked (no database read per request): this
 * decides which allowance a request draws on, while Payload itself still decides what the session may do.
 */
export function staffSessionVerifier(configSecret: string): StaffSessionVerifier {
  const key = payloadSigningKey(configSecret)
  return async (headers) => {
    const token = sessionToken(headers)
    if (!token) return null
    try {
      const { payload, protectedHeader } = await jwtVerify(token, key, { algorithms: ['HS256'] })
      if (protectedHeader.authVersion !== PAYLOAD_JWT_AUTH_VERSION) return null
      const { collection, id } = payload
      if (typeof collection !== 'string' || (typeof id !== 'string' && typeof id !== 'number')) return null
      return { collection, id: String(id) }
    } catch {
      return null // a forged, damaged or expired token: the request counts as a visitor's
    }
  }
}
