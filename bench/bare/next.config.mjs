// The bare baseline builds beside the site's own dist folders, which git, ESLint and TypeScript ignore.
const nextConfig = { distDir: '../../.next-bench-bare', poweredByHeader: false }

export default nextConfig
