import type { Payload } from 'payload'

import type { DemoImages } from '../../../media/imageKeys'
import { postContent } from './postContent'
import { DEMO_POSTS } from './postTexts'

const context = { disableRevalidate: true }

/**
 * Writes the blog's demo posts, published, with their featured images from the demo images. A post whose slug
 * is already taken is left alone, so a second run adds nothing. Pages' related-articles blocks read posts at
 * render time, so this may run before or after the pages are written.
 */
export async function seedPosts(payload: Payload, images: DemoImages): Promise<string> {
  const { docs } = await payload.find({
    collection: 'posts',
    where: { slug: { in: DEMO_POSTS.map((p) => p.slug) } },
    draft: true,
    depth: 0,
    pagination: false,
    select: { slug: true },
  })
  const present = new Set(docs.map((d) => d.slug))
  let created = 0
  for (const post of DEMO_POSTS) {
    if (present.has(post.slug)) continue
    await payload.create({
      collection: 'posts',
      context,
      data: {
        title: post.title,
        slug: post.slug,
        date: post.date,
        category: post.category,
        featuredImage: images[post.image],
        excerpt: post.excerpt,
        content: postContent(...post.content),
        _status: 'published',
      },
    })
    created += 1
  }
  return `Posts: ${created} demo posts seeded, ${present.size} present`
}
