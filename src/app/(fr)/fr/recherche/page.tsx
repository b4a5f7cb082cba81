import { searchRoute } from '../../../_site/searchRoute'

const route = searchRoute('fr-CA')

export const generateMetadata = route.generateMetadata

/** /fr/recherche?q=…: the site search in French, finding the French entries (app/_site/searchRoute.tsx). */
export default route.SearchPage
