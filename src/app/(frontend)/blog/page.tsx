import type { Metadata } from 'next'

import { PostCard } from '@/blocks/learn/RelatedArticles/PostCard'
import { BLOG_PATH } from '@/domain/learn/posts'
import { getBlogPosts } from '@/lib/posts/queries'

// The list is cached and expired when an editor publishes, changes or deletes a post.
export const revalidate = 60

export const metadata: Metadata = {
  title: 'Blog: heating and cooling advice',
  description:
    'Plain advice on home heating and cooling: saving energy, staying comfortable, looking after your system and buying a new one.',
  alternates: { canonical: BLOG_PATH },
}

/** /blog: every published post, newest first. */
export default async function BlogIndexPage() {
  const posts = await getBlogPosts()
  return (
    <div className="container-page flex flex-col gap-10 py-10 sm:py-14">
      <header className="flex max-w-3xl flex-col gap-4">
        <h1 className="text-4xl font-bold sm:text-5xl">Heating and cooling advice</h1>
        <p className="text-lg sm:text-xl">
          Plain answers on saving energy, staying comfortable, looking after your system and choosing a new
          one.
        </p>
      </header>
      {posts.length ? (
        <section aria-labelledby="blog-latest" className="flex flex-col gap-6">
          <h2 id="blog-latest" className="text-3xl font-bold">
            Latest articles
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <p>No articles have been published yet.</p>
      )}
    </div>
  )
}
