import { searchRoute } from '../../../_site/searchRoute'

const route = searchRoute('es')

export const generateMetadata = route.generateMetadata

/** /es/buscar?q=…: the site search in Spanish, finding the Spanish entries (app/_site/searchRoute.tsx). */
export default route.SearchPage
