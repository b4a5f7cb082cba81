import { NotFoundMessage, notFoundMetadataIn } from '@/components/layout/NotFoundMessage'

import { enterLocale } from '../../_site/enterLocale'

export const metadata = notFoundMetadataIn('es')

/** What a Spanish address without a page shows, in Spanish. */
export default async function NotFound() {
  await enterLocale('es')
  return <NotFoundMessage />
}
