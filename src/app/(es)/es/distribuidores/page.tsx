import { dealerRoutes } from '../../../_site/dealerRoutes'

const route = dealerRoutes('es')

// Cached; a dealer edit expires it at once (tag 'dealers'), other instances within a minute.
export const revalidate = 60

export const generateMetadata = route.directoryMetadata

/** /es/distribuidores/: every state and province with listed dealers, with how many (Spanish). */
export default route.DirectoryPage
