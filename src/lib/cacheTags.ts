/** Every cache tag the site uses, named in one place. */
export const cacheTags = {
  pages: 'pages',
  page: (path: string) => `page:${path}`,
  global: (slug: string) => `global:${slug}`,
} as const
