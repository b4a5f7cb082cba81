import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { PostCard } from '@/blocks/learn/RelatedArticles/PostCard'
import { BLOG_PATH } from '@/domain/learn/posts'
import { getBlogPosts } from '@/lib/posts/queries'

// The list is cached and expired when an editor publishes, changes or deletes a post.
export const revalidate = 60

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('blog')
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    alternates: { canonical: BLOG_PATH },
  }
}

/** /blog: every published post, newest first. */
export default async function BlogIndexPage() {
  const t = await getTranslations('blog')
  const posts = await getBlogPosts()
  return (
    <div className="container-page flex flex-col gap-10 py-10 sm:py-14">
      <header className="flex max-w-3xl flex-col gap-4">
        <h1 className="text-4xl font-bold sm:text-5xl">{t('title')}</h1>
        <p className="text-lg sm:text-xl">{t('intro')}</p>
      </header>
      {posts.length ? (
        <section aria-labelledby="blog-latest" className="flex flex-col gap-6">
          <h2 id="blog-latest" className="text-3xl font-bold">
            {t('latest')}
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
        <p>{t('none')}</p>
      )}
    </div>
  )
}
