import { blogRoutes } from '../../../_site/blogRoutes'

const route = blogRoutes('fr-CA')

// The list is cached and expired when an editor publishes, changes or deletes a post.
export const revalidate = 60

export const generateMetadata = route.indexMetadata

/** /fr/blogue: the posts published in French, newest first. */
export default route.IndexPage
