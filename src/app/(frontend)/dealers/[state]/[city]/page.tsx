import { dealerRoutes } from '../../../../_site/dealerRoutes'

const route = dealerRoutes('en')

// Rendered on first visit and cached; a dealer edit expires it (tag 'dealers').
export const revalidate = 60
export const dynamicParams = true
export const generateStaticParams = async () => []

export const generateMetadata = route.cityMetadata

/** /dealers/<st>/<city>/: the city's listed dealers as the locator's cards (English). */
export default route.CityPage
