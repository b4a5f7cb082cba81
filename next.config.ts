import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Separate build folders let the end-to-end tests build without touching the one npm start serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  images: {
    // Media is served by Payload from this same origin.
    localPatterns: [{ pathname: '/api/media/file/**' }],
  },
  // `npm test` type-checks the whole project; the production build skips repeating it.
  typescript: { ignoreBuildErrors: true },
  serverExternalPackages: ['zipcodes', 'sanitize-html'],
}

// Baseline protections for every response; HSTS belongs to whatever terminates TLS in front of the site.
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // Same-origin framing stays allowed: the admin's live preview shows the site in a frame.
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), payment=(), usb=()' },
]

const withCms = withPayload(nextConfig, { devBundleServerPackages: false })

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
    { source: '/:path*', headers: securityHeaders },
  ]
}

export default { ...withCms, headers } satisfies NextConfig
