/** Every cache tag the site uses, named in one place. */
export const cacheTags = {
  pages: 'pages',
  page: (path: string) => `page:${path}`,
  global: (slug: string) => `global:${slug}`,
  /** Dealer data, for pages that show dealers (the locator, a dealer's page). */
  dealers: 'dealers',
  dealer: (slug: string) => `dealer:${slug}`,
  /** Blog posts: the blog's lists and related-articles blocks (posts), one post's page (post:slug). */
  posts: 'posts',
  post: (slug: string) => `post:${slug}`,
  /** The redirect table (old addresses); page moves expire it too, since a redirect may follow a page. */
  redirects: 'redirects',
} as const

/**
 * Edits expire their tags at once on the instance that saved them; other instances sharing the database
 * pick the change up within this many seconds.
 */
export const CACHE_SECONDS = 60
