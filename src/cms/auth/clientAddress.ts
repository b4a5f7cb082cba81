type HeaderSource = { get(name: string): string | null }

/**
 * The address a sign-in came from. The site's server resolves it from the socket (and the trusted proxy hops)
 * and hands it on as the only X-Forwarded-For entry; the last entry is taken so a value a client prepended
 * never counts. Without any (a script, a test) the attempt counts under "unknown".
 */
export function clientAddress(headers: HeaderSource): string {
  const last = headers.get('x-forwarded-for')?.split(',').pop()?.trim()
  return last ? last.slice(0, 64) : 'unknown'
}
