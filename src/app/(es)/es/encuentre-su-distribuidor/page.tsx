import { localizedLocatorRoute } from '../../../_site/localizedRoutes'

/** /es/encuentre-su-distribuidor: a locator page in Spanish, rendered per request for its ?zipcode=. */
const route = localizedLocatorRoute('es', '/encuentre-su-distribuidor')

export const generateMetadata = route.generateMetadata
export default route.LocatorPage
