import { isValidPath } from '../paths'

/** The blog's topics, as editors pick them and visitors read them. */
export const POST_CATEGORIES = [
  { value: 'energy-savings', label: 'Energy savings' },
  { value: 'comfort', label: 'Comfort' },
  { value: 'maintenance', label: 'Maintenance' },
  { value: 'buying-guide', label: 'Buying guide' },
] as const

export type PostCategory = (typeof POST_CATEGORIES)[number]['value']

/** The visitor-facing name of a category value ("buying-guide" -> "Buying guide"); unknown values as given. */
export function categoryLabel(value: string | null | undefined): string {
  if (!value) return ''
  return POST_CATEGORIES.find((c) => c.value === value)?.label ?? value
}

/** Where the blog lives, and where one post lives: /blog/{slug}. */
export const BLOG_PATH = '/blog'
export const postUri = (slug: string): string => `${BLOG_PATH}/${slug}`

/** A post's slug: lower-case words (letters and digits) joined by single hyphens, at most 80 characters. */
export const isPostSlug = (value: string): boolean =>
  value.length > 0 && value.length <= 80 && !value.includes('/') && isValidPath(`/${value}`)

export const POST_SLUG_MESSAGE =
  'Use lower-case words joined by single hyphens, at most 80 characters, e.g. how-to-size-a-heat-pump.'

export const validatePostSlug = (value: string | null | undefined): true | string =>
  value && isPostSlug(value) ? true : POST_SLUG_MESSAGE

/** A slug made from a title: "SEER2 & You: What's New?" -> "seer2-you-whats-new". */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '')
}

/** A post's date as a Date, to be read as a calendar day in UTC; null when it has none or it does not parse. */
export function postDay(value: string | null | undefined): Date | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** A post's date as the blog prints it ("March 4, 2026"), read as a calendar day in UTC. */
export function formatPostDate(value: string | null | undefined): string {
  const date = postDay(value)
  if (!date) return ''
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date)
}

/** The machine-readable day for <time dateTime>: "2026-03-04". */
export function isoDay(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10)
}

/** How many cards a related-articles block shows: 3 unless set, between 1 and 6. */
export const RELATED_DEFAULT = 3
export const RELATED_MAX = 6

export function relatedLimit(value: number | null | undefined): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return RELATED_DEFAULT
  return Math.min(RELATED_MAX, Math.max(1, Math.floor(value)))
}

type Identified = { id: number | string }

/**
 * The posts a related-articles block shows: the chosen ones first (in the editor's order, without repeats and
 * without the post being read), then, when fewer than the limit were chosen, the latest ones to fill up.
 */
export function pickRelated<P extends Identified>(
  chosen: readonly P[],
  latest: readonly P[],
  limit: number,
  excludeId?: number | string | null,
): P[] {
  const seen = new Set<number | string>()
  const out: P[] = []
  for (const post of [...chosen, ...latest]) {
    if (out.length >= limit) break
    if (seen.has(post.id) || (excludeId != null && post.id === excludeId)) continue
    seen.add(post.id)
    out.push(post)
  }
  return out
}
