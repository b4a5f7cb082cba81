import { dealerRoutes } from '../../../../../_site/dealerRoutes'

const route = dealerRoutes('es')

// Rendered on first visit and cached; a dealer edit expires it (tag 'dealers').
export const revalidate = 60
export const dynamicParams = true
export const generateStaticParams = async () => []

export const generateMetadata = route.cityMetadata

/** /es/distribuidores/<st>/<city>/: the city's listed dealers as the locator's cards (Spanish). */
export default route.CityPage
