import { locatorRoute } from '../_locator/locatorRoute'

/** /find-a-dealer: the target of 'Find more dealers', a CMS page with the zip box and the locator. */
const route = locatorRoute('/find-a-dealer')

export default route.LocatorPage
export const generateMetadata = route.generateMetadata
