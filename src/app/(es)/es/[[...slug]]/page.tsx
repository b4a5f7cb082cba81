import { localizedCmsRoute } from '../../../_site/localizedRoutes'

/** The Spanish pages: static, as the English ones (app/(frontend)/[[...slug]]). */
const route = localizedCmsRoute('es')

export const dynamicParams = true
export const revalidate = 60
export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.LocalizedPage
