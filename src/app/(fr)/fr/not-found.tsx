import { NotFoundMessage, notFoundMetadataIn } from '@/components/layout/NotFoundMessage'

import { enterLocale } from '../../_site/enterLocale'

export const metadata = notFoundMetadataIn('fr-CA')

/** What a Canadian French address without a page shows, in Canadian French. */
export default async function NotFound() {
  await enterLocale('fr-CA')
  return <NotFoundMessage />
}
