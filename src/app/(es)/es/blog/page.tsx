import { blogRoutes } from '../../../_site/blogRoutes'

const route = blogRoutes('es')

// The list is cached and expired when an editor publishes, changes or deletes a post.
export const revalidate = 60

export const generateMetadata = route.indexMetadata

/** /es/blog: the posts published in Spanish, newest first. */
export default route.IndexPage
