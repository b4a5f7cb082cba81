import { blogRoutes } from '../../../../_site/blogRoutes'

const route = blogRoutes('fr-CA')

// The posts with a French slug are rendered at build time, later ones on their first visit, then cached.
export const dynamicParams = true
export const revalidate = 60

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.postMetadata

/** /fr/blogue/{slug}: one post in French, by its French slug, with three more of the French blog under it. */
export default route.PostPage
