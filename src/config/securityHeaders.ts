import { videoEmbedHosts } from '../domain/url'

/**
 * The security headers every response carries, built once from the configuration when Next loads its
 * config. The policy is static (no nonce) so pages stay statically rendered; docs/security-headers.md
 * explains each choice and the admin's looser policy.
 */

type Header = { key: string; value: string }
export type HeaderRule = { source: string; headers: Header[] }

type Options = {
  /** Whether SITE_URL is https: only then are browsers told to upgrade requests and remember HTTPS. */
  https: boolean
  /** `next dev` evaluates code for its error overlay and fast refresh; a production build never does. */
  development: boolean
}

type Directives = Record<string, string[]>

const videoSources = videoEmbedHosts.map((host) => `https://${host}`)

/** The public site: its own scripts and styles (inline ones included: Next's page data is inline). */
function siteDirectives({ development }: Options): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'media-src': ["'self'"],
    'frame-src': ["'self'", ...videoSources],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
  }
}

/**
 * The admin: the site's policy, checked against Payload's screens in a production build (sign-in,
 * lists, the rich-text editor with live preview, uploads and the image editor, versions, the API
 * view). It frames only the site itself, for the live preview; pages inside that frame keep the
 * site's policy, video players included.
 */
function adminDirectives(options: Options): Directives {
  return { ...siteDirectives(options), 'frame-src': ["'self'"] }
}

function serialize(directives: Directives, { https }: Options): string {
  const parts = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`)
  return [...parts, ...(https ? ['upgrade-insecure-requests'] : [])].join('; ')
}

export function contentSecurityPolicy(area: 'site' | 'admin', options: Options): string {
  return serialize(area === 'admin' ? adminDirectives(options) : siteDirectives(options), options)
}

// Features no page of the site uses are switched off, for embedded frames as well; location is the
// dealer search's "use my location", on this origin only.
const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'camera=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
].join(', ')

/** The headers of every response, whatever the path. */
function baseline({ https }: Options): Header[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // For browsers without frame-ancestors; same-origin framing stays allowed for the live preview.
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    // Two years, every subdomain: once a browser has seen the site over HTTPS it never tries plain HTTP.
    ...(https ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ]
}

type SiteConfig = { SITE_URL: string; NODE_ENV: string }

const optionsFor = (config: SiteConfig): Options => ({
  https: new URL(config.SITE_URL).protocol === 'https:',
  development: config.NODE_ENV === 'development',
})

const csp = (area: 'site' | 'admin', options: Options): Header => ({
  key: 'Content-Security-Policy',
  value: contentSecurityPolicy(area, options),
})

/** The headers of every response outside the admin, for a server that answers without Next.js. */
export function siteHeaders(config: SiteConfig): Header[] {
  const options = optionsFor(config)
  return [...baseline(options), csp('site', options)]
}

/**
 * Header rules for next.config. Next applies every matching rule and a later rule's header replaces an
 * earlier one's, so the admin's policy follows the site's.
 */
export function securityHeaderRules(config: SiteConfig): HeaderRule[] {
  const options = optionsFor(config)
  return [
    { source: '/:path*', headers: siteHeaders(config) },
    // Matches /admin itself as well.
    { source: '/admin/:path*', headers: [csp('admin', options)] },
  ]
}
