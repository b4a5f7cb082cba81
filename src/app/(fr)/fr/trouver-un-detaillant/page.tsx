import { localizedLocatorRoute } from '../../../_site/localizedRoutes'

/** /fr/trouver-un-detaillant: a locator page in Canadian French, rendered per request for its ?zipcode=. */
const route = localizedLocatorRoute('fr-CA', '/trouver-un-detaillant')

export const generateMetadata = route.generateMetadata
export default route.LocatorPage
