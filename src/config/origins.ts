import type { Env } from './env'

/**
 * The origins the site answers at. With SITE_URL configured (production) that is SITE_URL alone; a
 * default install answers at every local name for this machine, so a newcomer may open localhost or
 * 127.0.0.1 alike.
 */
export function siteOrigins(config: Pick<Env, 'SITE_URL' | 'SITE_URL_IS_SET' | 'PORT'>): string[] {
  const site = new URL(config.SITE_URL).origin
  if (config.SITE_URL_IS_SET) return [site]
  const local = ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${config.PORT}`)
  return [...new Set([site, ...local])]
}

/**
 * The origin a request reached, when it is one of the site's own; otherwise SITE_URL's. Used to build
 * absolute links back to the same host (the admin's preview frame).
 */
export function originOf(
  headers: { get(name: string): string | null },
  config: Pick<Env, 'SITE_URL' | 'SITE_URL_IS_SET' | 'PORT'>,
): string {
  const origins = siteOrigins(config)
  const host = headers.get('host')
  const proto = new URL(config.SITE_URL).protocol
  const candidate = host ? `${proto}//${host}` : ''
  return origins.includes(candidate) ? candidate : new URL(config.SITE_URL).origin
}
