/**
 * Which hero picture (or video file) shows at which screen width. Editors may fill only some sizes; an empty
 * size borrows the nearest filled one, preferring the next larger (a sharper picture scaled down) over the next
 * smaller.
 */

/** Picture sizes by the narrowest screen width (CSS px) they are meant for. */
export const IMAGE_BREAKPOINTS = { small: 0, medium: 640, large: 1024, xl: 1440 } as const
export type ImageBreakpoint = keyof typeof IMAGE_BREAKPOINTS

/** Video files by the narrowest screen width they play at: phones, tablets, larger screens. */
export const VIDEO_BREAKPOINTS = { small: 0, medium: 640, large: 1024 } as const
export type VideoBreakpoint = keyof typeof VIDEO_BREAKPOINTS

type Slots<K extends string, T> = Partial<Record<K, T | null | undefined>>

const ordered = <K extends string>(breakpoints: Record<K, number>): K[] =>
  (Object.keys(breakpoints) as K[]).sort((a, b) => breakpoints[a] - breakpoints[b])

/** Every breakpoint with its own item or the nearest filled one; null when none is filled. */
export function fillNearest<K extends string, T>(
  breakpoints: Record<K, number>,
  slots: Slots<K, T>,
): Record<K, T> | null {
  const order = ordered(breakpoints)
  const filled = (i: number) => (i >= 0 && i < order.length ? (slots[order[i]!] ?? null) : null)
  if (!order.some((_, i) => filled(i) !== null)) return null
  const result = {} as Record<K, T>
  order.forEach((key, i) => {
    for (let distance = 0; distance < order.length; distance++) {
      const item = filled(i + distance) ?? filled(i - distance)
      if (item !== null) {
        result[key] = item
        return
      }
    }
  })
  return result
}

export const minWidthQuery = (px: number): string => `(min-width: ${px}px)`

/** A <source>: its media query, the narrowest width it matches from (CSS px), and its item. */
export type PictureSource<T> = { media: string; minWidth: number; item: T }
export type PicturePlan<T> = { sources: PictureSource<T>[]; fallback: T }

/**
 * The <source> elements of a responsive <picture>, widest first (the browser takes the first that matches), and
 * the item for its <img>, which phones get. Neighbouring sizes that show the same item share one source.
 * `keyOf` tells items apart (a media item's id).
 */
export function picturePlan<T>(
  slots: Slots<ImageBreakpoint, T>,
  keyOf: (item: T) => unknown = (item) => item,
): PicturePlan<T> | null {
  const filled = fillNearest(IMAGE_BREAKPOINTS, slots)
  if (!filled) return null
  const order = ordered(IMAGE_BREAKPOINTS)
  const sources: PictureSource<T>[] = []
  order.forEach((key, i) => {
    const lower = order[i - 1]
    // A source starts wherever the item changes from the next narrower size.
    if (lower && keyOf(filled[key]) !== keyOf(filled[lower])) {
      const minWidth = IMAGE_BREAKPOINTS[key]
      sources.unshift({ media: minWidthQuery(minWidth), minWidth, item: filled[key] })
    }
  })
  return { sources, fallback: filled.small }
}

/**
 * The picture's items with media queries that never overlap, one for each width range: what a preload of the
 * picture needs, since every matching preload downloads (a <picture> takes only its first matching source). A
 * picture without sources has one item for every width (media undefined).
 */
export function exclusiveRanges<T>(plan: PicturePlan<T>): { media: string | undefined; item: T }[] {
  const ranges: { media: string | undefined; item: T }[] = plan.sources.map((source, i) => {
    const wider = plan.sources[i - 1]
    return {
      media: wider ? `${source.media} and (width < ${wider.minWidth}px)` : source.media,
      item: source.item,
    }
  })
  const narrowest = plan.sources.at(-1)
  ranges.push({ media: narrowest ? `(width < ${narrowest.minWidth}px)` : undefined, item: plan.fallback })
  return ranges
}

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

/** Background video starts by itself only for visitors who have not asked their system for reduced motion. */
export const mayAutoplay = (matches: (query: string) => boolean): boolean => !matches(REDUCED_MOTION_QUERY)

/**
 * The video file for this screen, given which media queries match; none on phones unless the editor chose to
 * play it there (phones show the still picture and save the data).
 */
export function videoFor(
  matches: (query: string) => boolean,
  files: Slots<VideoBreakpoint, string>,
  playOnPhones: boolean,
): string | null {
  const filled = fillNearest(VIDEO_BREAKPOINTS, files)
  if (!filled) return null
  if (matches(minWidthQuery(VIDEO_BREAKPOINTS.large))) return filled.large
  if (matches(minWidthQuery(VIDEO_BREAKPOINTS.medium))) return filled.medium
  return playOnPhones ? filled.small : null
}

/** The media queries whose change may change the video or whether it plays (the island listens to them). */
export const VIDEO_QUERIES: readonly string[] = [
  REDUCED_MOTION_QUERY,
  minWidthQuery(VIDEO_BREAKPOINTS.medium),
  minWidthQuery(VIDEO_BREAKPOINTS.large),
]
