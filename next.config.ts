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

export default withPayload(nextConfig, { devBundleServerPackages: false })
