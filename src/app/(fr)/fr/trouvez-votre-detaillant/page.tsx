import { localizedLocatorRoute } from '../../../_site/localizedRoutes'

/** /fr/trouvez-votre-detaillant: a locator page in Canadian French, rendered per request for its ?zipcode=. */
const route = localizedLocatorRoute('fr-CA', '/trouvez-votre-detaillant')

export const generateMetadata = route.generateMetadata
export default route.LocatorPage
