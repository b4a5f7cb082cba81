import type React from 'react'
import { useId } from 'react'

import type { Post, RelatedArticlesBlock } from '@/payload-types'

import { pickRelated, relatedLimit } from '../../../domain/learn/posts'
import { PostCard } from './PostCard'

/** A chosen post the page read brought along (a post visitors may not read stays an id, or is missing). */
const isShownPost = (post: number | Post | null | undefined): post is Post =>
  typeof post === 'object' && post !== null && post._status !== 'draft' && typeof post.slug === 'string'

/**
 * Up to N blog posts as cards (spec §2 "Related blog articles"): the posts the editor chose, in their order,
 * or the latest published posts of a topic, which the page's data step reads through the blog's cached query. Nothing is shown when there
 * is no post to show.
 */
export const RelatedArticlesComponent: React.FC<
  RelatedArticlesBlock & { data: { latest: Post[] | null } }
> = ({ data: { latest }, title, source, posts, limit }) => {
  const max = relatedLimit(limit)
  const shown = source === 'chosen' ? pickRelated((posts ?? []).filter(isShownPost), [], max) : (latest ?? [])
  return <RelatedArticlesView title={title} posts={shown} />
}

/** The cards themselves, for posts already read. */
export function RelatedArticlesView({ title, posts }: { title: string; posts: readonly Post[] }) {
  const headingId = useId()
  if (!posts.length) return null
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6">
      <h2 id={headingId} className="text-3xl font-bold">
        {title}
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
    </section>
  )
}
