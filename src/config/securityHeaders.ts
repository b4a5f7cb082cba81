import { videoEmbedHosts } from '../domain/url'

/**
 * The security headers of every response. The production server (src/server/securityHeaders.ts) sets them on
 * each response as it goes out, from SITE_URL as the running process has it: what Next.js builds from
 * next.config is fixed when the site is built, and a start with another SITE_URL uses an existing build. The
 * policies are static (no nonce) so pages stay statically rendered; docs/security-headers.md explains each
 * choice.
 */

export type Header = { key: string; value: string }
export type HeaderRule = { source: string; headers: Header[] }

/** Pages of the site, the admin, images (uploaded pictures and their resized copies), PDF documents. */
export type PolicyArea = 'site' | 'admin' | 'image' | 'document'

type Options = {
  /** Whether SITE_URL is https: only then are browsers told to upgrade requests and remember HTTPS. */
  https: boolean
  /** `next dev` evaluates code for its error overlay and fast refresh; a production build never does. */
  development: boolean
  /** MAP_STYLE_URL's origin, when one is set: the dealer maps fetch its style, tiles and sprites (docs/map.md). */
  mapStyleOrigin?: string
  /** PLACES_API_KEY is set: the contact forms load Google's places library (docs/address-suggestions.md). */
  placesApi?: boolean
}

type Directives = Record<string, string[]>

const videoSources = videoEmbedHosts.map((host) => `https://${host}`)

/**
 * Google's origins for the Maps JavaScript API as its CSP guide lists them, for the places library alone: its
 * scripts, its requests (places.googleapis.com), and the fonts and styles its parts may ask for. What only a
 * drawn Google map needs (evaluated code, workers, frames) is left out: the forms draw no Google map.
 */
const GOOGLE_ORIGINS = ['https://*.googleapis.com', 'https://*.gstatic.com', '*.google.com']
const placesSources = (on: boolean | undefined) => ({
  script: on ? GOOGLE_ORIGINS : [],
  connect: on ? GOOGLE_ORIGINS : [],
  style: on ? ['https://fonts.googleapis.com'] : [],
  font: on ? ['https://fonts.gstatic.com'] : [],
})

/** The map style's origin, for the policy's connect-src and img-src (MapLibre's own worker is the site's). */
const mapOrigin = ({ mapStyleOrigin }: Options): string[] => (mapStyleOrigin ? [mapStyleOrigin] : [])

/** The public site: its own scripts and styles (inline ones included: Next's page data is inline). */
function siteDirectives(options: Options): Directives {
  const { development, placesApi } = options
  const places = placesSources(placesApi)
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : []), ...places.script],
    'style-src': ["'self'", "'unsafe-inline'", ...places.style],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...mapOrigin(options)],
    'font-src': ["'self'", 'data:', ...places.font],
    'connect-src': ["'self'", ...places.connect, ...mapOrigin(options)],
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
  return { ...siteDirectives({ ...options, placesApi: false }), 'frame-src': ["'self'"] }
}

/**
 * A file opened on its own: no script, no frame, no plugin, no form; an SVG may still draw with its own styles,
 * fonts and embedded pictures. A picture element showing the file in a page is not bound by this policy. An
 * image opens in a sandbox (a unique origin with nothing allowed); a PDF does not, as some browsers refuse to
 * show a sandboxed document in their PDF viewer.
 */
function fileDirectives(area: 'image' | 'document'): Directives {
  return {
    'default-src': ["'none'"],
    'script-src': ["'none'"],
    'style-src': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'self'"],
    ...(area === 'image' ? { sandbox: [] } : {}),
  }
}

function serialize(directives: Directives, { https }: Options): string {
  const parts = Object.entries(directives).map(([name, values]) => [name, ...values].join(' '))
  return [...parts, ...(https ? ['upgrade-insecure-requests'] : [])].join('; ')
}

export function contentSecurityPolicy(area: PolicyArea, options: Options): string {
  const directives =
    area === 'site'
      ? siteDirectives(options)
      : area === 'admin'
        ? adminDirectives(options)
        : fileDirectives(area)
  return serialize(directives, options)
}

/**
 * Where each policy other than the site's applies: the path and everything under it. Payload serves uploads at
 * /api/<collection>/file/<name> (resized copies included); Next's image optimiser at /_next/image.
 */
const AREA_PATHS: ReadonlyArray<{ path: string; area: Exclude<PolicyArea, 'site'> }> = [
  { path: '/admin', area: 'admin' },
  { path: '/api/media/file', area: 'image' },
  { path: '/_next/image', area: 'image' },
  { path: '/api/documents/file', area: 'document' },
]

/**
 * The policy a request path gets. The path is read as the router reads it (escapes decoded, repeated slashes
 * collapsed, in any case), so no other spelling of a file's address gets the site's policy; a path that cannot
 * be decoded gets the strictest.
 */
export function policyAreaFor(pathname: string): PolicyArea {
  let path: string
  try {
    path = decodeURIComponent(pathname)
  } catch {
    return 'image'
  }
  path = path.replace(/\/{2,}/g, '/').toLowerCase()
  return AREA_PATHS.find((entry) => path === entry.path || path.startsWith(`${entry.path}/`))?.area ?? 'site'
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

const AREAS: PolicyArea[] = ['site', 'admin', 'image', 'document']

const csp = (area: PolicyArea, options: Options): Header => ({
  key: 'Content-Security-Policy',
  value: contentSecurityPolicy(area, options),
})

/**
 * The headers the production server sets on every response, by request path, for the SITE_URL it runs with
 * (built once per area). It runs a production build only, so scripts never evaluate strings.
 */
export function runtimeSecurityHeaders(config: {
  SITE_URL: string
  PLACES_API_KEY?: string
  MAP_STYLE_URL?: string
}): (pathname: string) => Header[] {
  const options: Options = {
    https: new URL(config.SITE_URL).protocol === 'https:',
    development: false,
    placesApi: Boolean(config.PLACES_API_KEY),
    mapStyleOrigin: config.MAP_STYLE_URL ? new URL(config.MAP_STYLE_URL).origin : undefined,
  }
  const byArea = new Map(AREAS.map((area) => [area, [...baseline(options), csp(area, options)]]))
  return (pathname) => byArea.get(policyAreaFor(pathname))!
}

/**
 * Header rules for next.config, which Next builds into the site: only what is the same whatever the
 * environment (no HSTS and no upgrade, which depend on SITE_URL). They serve `next dev`; in production the
 * server sets every header again at run time. Next applies every matching rule and a later rule's header
 * replaces an earlier one's, so each area's policy follows the site's.
 */
export function nextConfigHeaderRules({
  development,
  placesApi = false,
}: {
  development: boolean
  placesApi?: boolean
}): HeaderRule[] {
  const options: Options = { https: false, development, placesApi }
  return [
    { source: '/:path*', headers: [...baseline(options), csp('site', options)] },
    // `/x/:path*` matches /x itself as well.
    ...AREA_PATHS.map(({ path, area }) => ({ source: `${path}/:path*`, headers: [csp(area, options)] })),
  ]
}
