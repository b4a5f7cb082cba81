import { useLocale, useTranslations } from 'next-intl'
import type React from 'react'

import type { Locale } from '@/config/locales'
import { formatLongDate } from '@/i18n/format'
import type { Media, Post } from '@/payload-types'

import { FOCUS_RING, MUTED_TEXT } from '../../_core/shared/styles'
import { isoDay, postDay } from '../../../domain/learn/posts'
import { postHref } from '../../../i18n/postLinks'
import { readingTimeMinutes } from '../../../domain/learn/readingTime'
import { MediaImage } from '../../_core/shared/image/MediaImage'

/** A post as a card shows it. */
export type PostCardData = Pick<Post, 'id' | 'title' | 'slug' | 'date' | 'category' | 'readingTime'> & {
  featuredImage: number | Media | null | undefined
}

type Props = { post: PostCardData; headingLevel?: 'h2' | 'h3' }

/** A post's topic in the page's language; a topic the catalogue does not name is shown as stored. */
export function topicName(
  t: ReturnType<typeof useTranslations<'posts'>>,
  category: string | null | undefined,
) {
  if (!category) return ''
  return t.has(`categories.${category}`) ? t(`categories.${category}`) : category
}

/**
 * One post: its picture, topic, title (the link to the post), date and reading time. The title names the
 * card, so the picture beside it is decorative.
 */
export const PostCard: React.FC<Props> = ({ post, headingLevel = 'h3' }) => {
  const t = useTranslations('posts')
  const locale = useLocale() as Locale
  const Heading = headingLevel
  const day = postDay(post.date)
  const date = day ? formatLongDate(day, locale, 'UTC') : ''
  const category = topicName(t, post.category)
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-line bg-white">
      <MediaImage
        media={post.featuredImage}
        displayWidth="third"
        decorative
        className="aspect-[16/9] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{category}</p>
        <Heading className="text-xl font-bold text-brand-900">
          <a
            href={postHref(locale, post.slug)}
            className={`rounded-sm underline decoration-transparent underline-offset-4 hover:decoration-current ${FOCUS_RING}`}
          >
            {post.title}
          </a>
        </Heading>
        <p className={`mt-auto flex flex-wrap gap-x-3 text-sm ${MUTED_TEXT}`}>
          <time dateTime={isoDay(post.date)}>{date}</time>
          <span aria-hidden="true">·</span>
          <span>{t('readingTime', { minutes: readingTimeMinutes(post.readingTime) })}</span>
        </p>
      </div>
    </article>
  )
}
