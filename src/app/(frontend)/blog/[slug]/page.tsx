import { blogRoutes } from '../../../_site/blogRoutes'

const route = blogRoutes('en')

// Published posts are rendered at build time; posts published later render on first visit and are cached.
// An edit expires the post at once on the instance that saved it (the collection's afterChange hook).
export const dynamicParams = true
export const revalidate = 60

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.postMetadata

/** /blog/{slug}: one published post, with three more from the blog under it. */
export default route.PostPage
