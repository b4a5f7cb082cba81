import { NotFoundMessage, notFoundMetadata } from '@/components/layout/NotFoundMessage'

export const metadata = notFoundMetadata

/**
 * What a page that calls notFound() shows. In a visitor's first request the production server sends the
 * document of /page-not-found in its place (src/server/pageResponse.ts); after that, the browser's router
 * renders this one.
 */
export default function NotFound() {
  return <NotFoundMessage />
}
