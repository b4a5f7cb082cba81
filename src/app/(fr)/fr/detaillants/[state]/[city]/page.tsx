import { dealerRoutes } from '../../../../../_site/dealerRoutes'

const route = dealerRoutes('fr-CA')

// Rendered on first visit and cached; a dealer edit expires it (tag 'dealers').
export const revalidate = 60
export const dynamicParams = true
export const generateStaticParams = async () => []

export const generateMetadata = route.cityMetadata

/** /fr/detaillants/<st>/<city>/: the city's listed dealers as the locator's cards (Canadian French). */
export default route.CityPage
