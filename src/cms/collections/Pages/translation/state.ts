import { LOCALE_NAMES, LOCALES, type Locale } from '../../../../config/locales'

/** A page's fields as read with `locale: 'all'`: each language's value, or nothing where none was written. */
export type AllLocales<T> = Partial<Record<string, T | null | undefined>> | null | undefined

export type LocaleState = {
  locale: Locale
  name: string
  /** The page has a title of its own in this language. */
  title: boolean
  /** The page has blocks of its own in this language. */
  layout: boolean
}

const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== ''

/**
 * Which languages a page is written in: for each, whether it has its own title and its own blocks. What the
 * others lack the site shows in English (the fallback), so a language with neither is not translated at all.
 */
export function translationState(page: {
  title?: AllLocales<string>
  layout?: AllLocales<unknown[]>
}): LocaleState[] {
  return LOCALES.map((locale) => ({
    locale,
    name: LOCALE_NAMES[locale],
    title: hasText(page.title?.[locale]),
    layout: (page.layout?.[locale]?.length ?? 0) > 0,
  }))
}

/** One language's state in words: 'title and blocks', 'title only', 'blocks only', 'not translated'. */
export function describeLocaleState({ title, layout }: Pick<LocaleState, 'title' | 'layout'>): string {
  if (title && layout) return 'title and blocks'
  if (title) return 'title only'
  if (layout) return 'blocks only'
  return 'not translated'
}
