import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { TEXT_LINK } from '@/blocks/_core/shared/styles'
import { MediaImage } from '@/blocks/_core/shared/image/MediaImage'
import { topicName } from '@/blocks/learn/RelatedArticles/PostCard'
import { RelatedArticlesView } from '@/blocks/learn/RelatedArticles/Component'
import { ParagraphComponent } from '@/blocks/text/Paragraph/Component'
import { type Locale, LOCALES, OG_LOCALE, pathInLocale } from '@/config/locales'
import { isoDay, isPostSlug, postDay } from '@/domain/learn/posts'
import { readingTimeMinutes } from '@/domain/learn/readingTime'
import { formatLongDate } from '@/i18n/format'
import { blogPathIn, postPathIn, ROUTE_ADDRESSES } from '@/i18n/routePaths'
import { getBlogPosts, getLatestPosts, getPostAddresses, getPublishedPost } from '@/lib/posts/queries'

import { languageAlternates } from '../(frontend)/[[...slug]]/metadata'
import { enterLocale } from './enterLocale'

type PostProps = { params: Promise<{ slug: string }> }

/** The blog's list in every language (stored addresses: /blog, /blog, /blogue). */
const BLOG_PATHS = ROUTE_ADDRESSES[0]!.paths

/**
 * The blog in a language (docs/blog.md): its list at /blog, /es/blog or /fr/blogue with the posts that language
 * has, and each post at its address there, by its slug in that language. A post not translated has no address
 * in Spanish or French; its English page names the languages it has.
 */
export function blogRoutes(locale: Locale) {
  async function indexMetadata(): Promise<Metadata> {
    await enterLocale(locale)
    const t = await getTranslations('blog')
    return {
      title: t('metaTitle'),
      description: t('metaDescription'),
      alternates: { canonical: blogPathIn(locale), languages: languageAlternates(BLOG_PATHS) },
    }
  }

  async function IndexPage() {
    await enterLocale(locale)
    const t = await getTranslations('blog')
    const posts = await getBlogPosts(locale)
    return (
      <div className="container-page flex flex-col gap-10 py-10 sm:py-14">
        <header className="flex max-w-3xl flex-col gap-4">
          <h1 className="text-4xl font-bold sm:text-5xl">{t('title')}</h1>
          <p className="text-lg sm:text-xl">{t('intro')}</p>
        </header>
        {posts.length ? <RelatedArticlesView title={t('latest')} posts={posts} /> : <p>{t('none')}</p>}
      </div>
    )
  }

  /** The slugs of the language's published posts, rendered at build time. */
  async function generateStaticParams() {
    return (await getPostAddresses())
      .map((entry) => entry.slugs[locale])
      .filter((slug): slug is string => Boolean(slug))
      .map((slug) => ({ slug }))
  }

  async function loadPost(params: PostProps['params']) {
    const { slug } = await params
    let normalized: string
    try {
      normalized = decodeURIComponent(slug).toLowerCase()
    } catch {
      return null
    }
    return isPostSlug(normalized) ? getPublishedPost(normalized, locale) : null
  }

  async function postMetadata({ params }: PostProps): Promise<Metadata> {
    await enterLocale(locale)
    const post = await loadPost(params)
    if (!post) notFound()
    const paths = (await getPostAddresses()).find((entry) => entry.id === post.id)?.paths ?? {}
    const languages = languageAlternates(paths)
    return {
      title: post.title,
      description: post.excerpt,
      alternates: { canonical: postPathIn(locale, post.slug), ...(languages ? { languages } : {}) },
      openGraph: {
        type: 'article',
        title: post.title,
        description: post.excerpt,
        publishedTime: post.date,
        locale: OG_LOCALE[locale],
        alternateLocale: LOCALES.filter((l) => l !== locale && paths[l]).map((l) => OG_LOCALE[l]),
      },
    }
  }

  async function PostPage({ params }: PostProps) {
    await enterLocale(locale)
    const post = await loadPost(params)
    if (!post) notFound()
    const more = (await getLatestPosts({ limit: 4, locale })).filter((p) => p.id !== post.id).slice(0, 3)
    const t = await getTranslations('blog')
    const words = await getTranslations('posts')
    const day = postDay(post.date)
    const date = day ? formatLongDate(day, locale, 'UTC') : ''
    const readingTime = words('readingTime', { minutes: readingTimeMinutes(post.readingTime) })
    const category = topicName(words, post.category)
    return (
      <article className="container-page flex flex-col gap-10 py-10 sm:py-14">
        <header className="mx-auto flex w-full max-w-3xl flex-col gap-4">
          <p>
            <Link
              href={pathInLocale(locale, BLOG_PATHS[locale] as string)}
              className={`text-brand-700 ${TEXT_LINK}`}
            >
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

  return { indexMetadata, IndexPage, generateStaticParams, postMetadata, PostPage }
}
