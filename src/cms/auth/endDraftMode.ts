import type { CollectionAfterLogoutHook } from 'payload'

/**
 * Next's draft-mode cookie, expired with the attributes Next sets it with (next/headers draftMode().disable()).
 * The name is Next's own; this module cannot import Next, since the Payload CLI loads it in plain Node.
 */
export function expiredDraftCookie(nodeEnv: string): string {
  const attributes = nodeEnv === 'development' ? 'SameSite=Lax' : 'SameSite=None; Secure'
  return `__prerender_bypass=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; ${attributes}`
}

/** Signing out ends draft preview in this browser too: the draft cookie would otherwise outlive the session. */
export const endDraftModeOnSignOut =
  (nodeEnv: () => string): CollectionAfterLogoutHook =>
  ({ req }) => {
    const headers = req.responseHeaders ?? new Headers()
    headers.append('Set-Cookie', expiredDraftCookie(nodeEnv()))
    req.responseHeaders = headers
  }
