import { blogRoutes } from '../../../../_site/blogRoutes'

const route = blogRoutes('es')

// The posts with a Spanish slug are rendered at build time, later ones on their first visit, then cached.
export const dynamicParams = true
export const revalidate = 60

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.postMetadata

/** /es/blog/{slug}: one post in Spanish, by its Spanish slug, with three more of the Spanish blog under it. */
export default route.PostPage
