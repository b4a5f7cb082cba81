import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { nextConfigHeaderRules } from './src/config/securityHeaders'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Separate build folders let the end-to-end tests build without touching the one npm start serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The site's pictures are served in the sizes the media library made at upload (blocks/media/Image/srcset),
  // never resized per request: Next's image optimizer (/_next/image) is off, as anyone could ask it for a new
  // resize of every picture at every width, each costing a core for a tenth of a second or more.
  images: { unoptimized: true },
  // Next's own page and data cache, with the expiries of edits shared between instances through Redis when
  // REDIS_URL is set, so an edit saved on one instance is on every instance's pages at once (the file says how).
  cacheHandler: fileURLToPath(new URL('./src/server/cache/sharedCacheHandler.mjs', import.meta.url)),
  // `npm test` type-checks the whole project; the production build skips repeating it.
  typescript: { ignoreBuildErrors: true },
  serverExternalPackages: ['zipcodes', 'sanitize-html'],
  // The specification writes some addresses with a trailing slash (/rebates/, /find-a-dealer/) and some without;
  // both forms are served as they are (each page names its one canonical address), as a redirect would cost a
  // visitor a round trip before the page starts.
  skipTrailingSlashRedirect: true,
  // The site's CSS (a few KB) goes inline, so the first paint no longer waits for a stylesheet behind the scripts.
  experimental: {
    inlineCss: true,
    // Server code keeps its class names: Payload names each error after its class, and loggingLevels (which
    // logs a refused sign-in or a malformed query as one info line, not an error with a stack) matches on them.
    serverMinification: false,
    // A CI build starts from a clean clone and is never built again: writing Turbopack's cache for a next
    // build would cost it a minute or more of a core for nothing. Elsewhere the cache speeds up each rebuild.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
}

// The interface's message catalogue (src/i18n): next-intl reads a request's locale and messages from request.ts.
const withIntl = createNextIntlPlugin('./src/i18n/request.ts')

const withCms = withPayload(withIntl(nextConfig), { devBundleServerPackages: false })

/**
 * Payload asks every response for the visitor's colour-scheme client hint, for its admin theme. With
 * Critical-CH a browser repeats the first request of each visit to send it, and the Vary header splits
 * CDN caches: the public site needs neither, so the hint headers apply to the admin only.
 */
const headers: NextConfig['headers'] = async () => {
  const rules = (await withCms.headers?.()) ?? []
  return [
    ...rules.map((rule) =>
      rule.source === '/:path*' && rule.headers.some((h) => h.key === 'Critical-CH')
        ? { ...rule, source: '/admin/:path*' }
        : rule,
    ),
    // Content-Security-Policy and the rest, as far as they do not depend on the environment: these rules are
    // fixed when the site is built. The production server sets every security header again at run time, HSTS
    // included when SITE_URL is https (src/server/securityHeaders.ts, docs/security-headers.md).
    ...nextConfigHeaderRules({
      development: process.env.NODE_ENV === 'development',
      placesApi: Boolean(process.env.PLACES_API_KEY?.trim()),
    }),
  ]
}

export default { ...withCms, headers } satisfies NextConfig
