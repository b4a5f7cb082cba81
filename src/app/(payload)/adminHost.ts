import type { Env } from '@/config/env'

type HeaderSource = { get(name: string): string | null }

/** host[:port] as a URL of that protocol spells it (lower case, default port dropped); null when malformed. */
function normalHost(protocol: string, host: string): string | null {
  try {
    return new URL(`${protocol}//${host}`).host
  } catch {
    return null
  }
}

/**
 * Where to send a visitor who opened the admin at a host other than SITE_URL's; null serves the admin here.
 * Payload accepts the session cookie only from the site's own origins, so an admin opened elsewhere would show
 * its pages and then refuse every save. Only a configured SITE_URL is enforced: a default install answers at
 * every local name. Behind a proxy the public host arrives in X-Forwarded-Host; trusting it is harmless, since
 * the answer only ever points at SITE_URL.
 */
export function adminRedirect(
  headers: HeaderSource,
  config: Pick<Env, 'SITE_URL' | 'SITE_URL_IS_SET'>,
): string | null {
  if (!config.SITE_URL_IS_SET) return null
  const site = new URL(config.SITE_URL)
  const requested = (headers.get('x-forwarded-host')?.split(',')[0] ?? headers.get('host') ?? '').trim()
  if (!requested) return null
  if (normalHost(site.protocol, requested) === site.host) return null
  return `${site.origin}/admin`
}
