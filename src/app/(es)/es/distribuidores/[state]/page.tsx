import { dealerRoutes } from '../../../../_site/dealerRoutes'

const route = dealerRoutes('es')

// Rendered on first visit and cached; a dealer edit expires it (tag 'dealers').
export const revalidate = 60
export const dynamicParams = true
export const generateStaticParams = async () => []

export const generateMetadata = route.stateMetadata

/** /es/distribuidores/<st>/: the state's or province's cities with listed dealers (Spanish). */
export default route.StatePage
