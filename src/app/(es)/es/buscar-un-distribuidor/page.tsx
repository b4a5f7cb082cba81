import { localizedLocatorRoute } from '../../../_site/localizedRoutes'

/** /es/buscar-un-distribuidor: a locator page in Spanish, rendered per request for its ?zipcode=. */
const route = localizedLocatorRoute('es', '/buscar-un-distribuidor')

export const generateMetadata = route.generateMetadata
export default route.LocatorPage
