/** Cache tags of dealer data, for pages that show dealers (the dealer page, the locator). */
export const dealerCacheTags = {
  dealers: 'dealers',
  dealer: (slug: string) => `dealer:${slug}`,
} as const
