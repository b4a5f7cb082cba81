import { NotFoundMessage, notFoundMetadataIn } from '@/components/layout/NotFoundMessage'

import { enterLocale } from '../../../_site/enterLocale'

// Rendered ahead, with the header and footer, and expired with them, as the English one.
export const revalidate = 60

export const metadata = notFoundMetadataIn('es')

/**
 * The Spanish 404 page as a whole document: the production server sends it, with status 404, for an address
 * under /es that has no page (src/server/pageResponse.ts), as app/(frontend)/page-not-found does for English.
 */
export default async function PageNotFound() {
  await enterLocale('es')
  return <NotFoundMessage />
}
