import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { TEXT_LINK } from '@/blocks/_core/shared/styles'
import { RelatedArticlesView } from '@/blocks/learn/RelatedArticles/Component'
import { MediaImage } from '@/blocks/_core/shared/image/MediaImage'
import { ParagraphComponent } from '@/blocks/text/Paragraph/Component'
import { categoryLabel, formatPostDate, isoDay, isPostSlug, postUri } from '@/domain/learn/posts'
import { readingTimeLabel } from '@/domain/learn/readingTime'
import { getLatestPosts, getPublishedPost, getPublishedPostEntries } from '@/lib/posts/queries'

type Props = { params: Promise<{ slug: string }> }

// Published posts are rendered at build time; posts published later render on first visit and are cached.
// An edit expires the post at once on the instance that saved it (the collection's afterChange hook).
export const dynamicParams = true
export const revalidate = 60

export async function generateStaticParams() {
  const entries = await getPublishedPostEntries()
  return entries.map((e) => ({ slug: e.slug }))
}

async function loadPost(params: Props['params']) {
  const { slug } = await params
  let normalized: string
  try {
    normalized = decodeURIComponent(slug).toLowerCase()
  } catch {
    return null
  }
  return isPostSlug(normalized) ? getPublishedPost(normalized) : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await loadPost(params)
  if (!post) notFound()
  return {
    title: post.title,
    description: post.excerpt,
    alternates: { canonical: postUri(post.slug) },
    openGraph: { type: 'article', title: post.title, description: post.excerpt, publishedTime: post.date },
  }
}

/** /blog/{slug}: one published post, with three more from the blog under it. */
export default async function BlogPostPage({ params }: Props) {
  const post = await loadPost(params)
  if (!post) notFound()
  const more = (await getLatestPosts({ limit: 4 })).filter((p) => p.id !== post.id).slice(0, 3)
  return (
    <article className="container-page flex flex-col gap-10 py-10 sm:py-14">
      <header className="mx-auto flex w-full max-w-3xl flex-col gap-4">
        <p>
          <Link href="/blog" className={`text-brand-700 ${TEXT_LINK}`}>
            Blog
          </Link>
          <span aria-hidden="true"> / </span>
          <span>{categoryLabel(post.category)}</span>
        </p>
        <h1 className="text-4xl font-bold sm:text-5xl">{post.title}</h1>
        <p className="flex flex-wrap gap-x-3 text-muted">
          <time dateTime={isoDay(post.date)}>{formatPostDate(post.date)}</time>
          <span aria-hidden="true">·</span>
          <span>{readingTimeLabel(post.readingTime)}</span>
        </p>
        <p className="text-lg sm:text-xl">{post.excerpt}</p>
      </header>
      <MediaImage
        media={post.featuredImage}
        displayWidth="full"
        className="mx-auto aspect-[16/9] w-full max-w-5xl rounded-lg object-cover"
      />
      <div className="mx-auto w-full max-w-3xl">
        <ParagraphComponent blockType="paragraph" content={post.content} />
      </div>
      <RelatedArticlesView title="More from the blog" posts={more} />
    </article>
  )
}
