import { NotFoundMessage, notFoundMetadata } from '@/components/layout/NotFoundMessage'

// Rendered ahead, with the header and footer, and expired with them.
export const revalidate = 60

export const metadata = notFoundMetadata

/**
 * The 404 page as a whole document. Next.js answers a notFound() raised while it renders a page on demand
 * with an empty document and leaves the not-found page to the browser's scripts; the production server sends
 * this page's document in its place, with status 404, and answers 404 at this address too
 * (src/server/pageResponse.ts).
 */
export default function PageNotFound() {
  return <NotFoundMessage />
}
