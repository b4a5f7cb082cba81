import { locatorRoute } from '../_locator/locatorRoute'

/** /find-your-dealer: the CMS page of that path, with server-rendered first results for ?zipcode=. */
const route = locatorRoute('/find-your-dealer')

export default route.LocatorPage
export const generateMetadata = route.generateMetadata
