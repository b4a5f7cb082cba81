import { searchRoute } from '../../_site/searchRoute'

const route = searchRoute('en')

export const generateMetadata = route.generateMetadata

/** /search?q=…: the site search in English (app/_site/searchRoute.tsx). */
export default route.SearchPage
