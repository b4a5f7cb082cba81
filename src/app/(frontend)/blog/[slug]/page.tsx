import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { getLocale, getTranslations } from 'next-intl/server'

import { TEXT_LINK } from '@/blocks/_core/shared/styles'
import { RelatedArticlesView } from '@/blocks/learn/RelatedArticles/Component'
import { MediaImage } from '@/blocks/_core/shared/image/MediaImage'
import { ParagraphComponent } from '@/blocks/text/Paragraph/Component'
import type { Locale } from '@/config/locales'
import { isoDay, isPostSlug, postDay, postUri } from '@/domain/learn/posts'
import { readingTimeMinutes } from '@/domain/learn/readingTime'
import { formatLongDate } from '@/i18n/format'
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
  const t = await getTranslations('blog')
  const words = await getTranslations('posts')
  const locale = (await getLocale()) as Locale
  const day = postDay(post.date)
  const date = day ? formatLongDate(day, locale, 'UTC') : ''
  const readingTime = words('readingTime', { minutes: readingTimeMinutes(post.readingTime) })
  // A topic the catalogue does not name is shown as stored.
  const category = post.category
    ? words.has(`categories.${post.category}`)
      ? words(`categories.${post.category}`)
      : post.category
    : ''
  return (
    <article className="container-page flex flex-col gap-10 py-10 sm:py-14">
      <header className="mx-auto flex w-full max-w-3xl flex-col gap-4">
        <p>
          <Link href="/blog" className={`text-brand-700 ${TEXT_LINK}`}>
            {t('breadcrumb')}
          </Link>
          <span aria-hidden="true"> / </span>
          <span>{category}</span>
        </p>
        <h1 className="text-4xl font-bold sm:text-5xl">{post.title}</h1>
        <p className="flex flex-wrap gap-x-3 text-muted">
          <time dateTime={isoDay(post.date)}>{date}</time>
          <span aria-hidden="true">·</span>
          <span>{readingTime}</span>
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
      <RelatedArticlesView title={t('more')} posts={more} />
    </article>
  )
}
