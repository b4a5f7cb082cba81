import { dealerRoutes } from '../../../../../_site/dealerRoutes'

const route = dealerRoutes('en')

// Each dealer page renders on its first visit and is then served from the cache: any dealer, review or former
// address change expires it at once through the tag 'dealers' (other instances within a minute). The 'Open now'
// line is worked out in the browser, so a cached page never shows a stale one.
export const revalidate = 60
export const dynamicParams = true
export const generateStaticParams = async () => []

export const generateMetadata = route.dealerMetadata

/** /dealers/<st>/<city>/<name>/: one dealer's page (English). */
export default route.DealerPage
