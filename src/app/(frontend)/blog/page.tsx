import { blogRoutes } from '../../_site/blogRoutes'

const route = blogRoutes('en')

// The list is cached and expired when an editor publishes, changes or deletes a post.
export const revalidate = 60

export const generateMetadata = route.indexMetadata

/** /blog: every published post, newest first. */
export default route.IndexPage
