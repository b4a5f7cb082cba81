import { dealerRoutes } from '../../_site/dealerRoutes'

const route = dealerRoutes('en')

// Cached; a dealer edit expires it at once (tag 'dealers'), other instances within a minute.
export const revalidate = 60

export const generateMetadata = route.directoryMetadata

/** /dealers/: every state and province with listed dealers, with how many (English). */
export default route.DirectoryPage
