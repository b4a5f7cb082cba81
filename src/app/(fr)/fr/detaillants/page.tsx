import { dealerRoutes } from '../../../_site/dealerRoutes'

const route = dealerRoutes('fr-CA')

// Cached; a dealer edit expires it at once (tag 'dealers'), other instances within a minute.
export const revalidate = 60

export const generateMetadata = route.directoryMetadata

/** /fr/detaillants/: every state and province with listed dealers, with how many (Canadian French). */
export default route.DirectoryPage
