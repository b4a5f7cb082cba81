import { useTranslations } from 'next-intl'

import { MAX_QUERY_LENGTH } from '@/domain/search/query'
import { localizedHref } from '@/i18n/localeLinks'

export const SEARCH_PATH = '/search'

type Props = {
  /** The landmark's name, different for each search form on a page. */
  label: string
  /** The input's id (one per page). */
  id: string
  defaultValue?: string
  /** The header's small box on the dark strip, or the search page's own larger one. */
  size?: 'compact' | 'large'
}

/**
 * The site search form: a plain GET form to the search page of the page's language (/search, /es/buscar,
 * /fr/recherche, through the link table of i18n/localeLinks.ts), so it works before (and without) any
 * JavaScript and adds none. The input has a visible-to-all label for screen readers and its size is fixed in
 * the CSS, so nothing moves when the page's scripts arrive.
 */
export function SearchBox({ label, id, defaultValue, size = 'compact' }: Props) {
  const t = useTranslations('layout.search')
  const compact = size === 'compact'
  return (
    <form
      role="search"
      aria-label={label}
      action={localizedHref(SEARCH_PATH)}
      method="get"
      // In the header's strip the form takes the room the phone number leaves (a phone's width included).
      className={compact ? 'flex min-w-0 flex-1 items-stretch sm:flex-none' : 'flex items-stretch'}
    >
      <label htmlFor={id} className="sr-only">
        {t('label')}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={defaultValue}
        maxLength={MAX_QUERY_LENGTH}
        placeholder={compact ? t('placeholder') : t('placeholderLarge')}
        autoComplete="off"
        enterKeyHint="search"
        className={
          compact
            ? 'h-6 w-full min-w-0 rounded-l-md border border-white/70 bg-white px-2 text-sm text-ink placeholder:text-muted sm:w-44'
            : 'h-12 w-full min-w-0 rounded-l-md border border-muted bg-white px-3 text-base text-ink placeholder:text-muted'
        }
      />
      <button
        type="submit"
        className={
          compact
            ? 'flex h-6 w-8 shrink-0 items-center justify-center rounded-r-md bg-white text-brand-900 hover:bg-brand-100'
            : 'flex h-12 items-center gap-2 rounded-r-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-900'
        }
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          width="16"
          height="16"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
        >
          <circle cx="8.5" cy="8.5" r="5.5" />
          <path d="m13 13 4.5 4.5" strokeLinecap="round" />
        </svg>
        <span className={compact ? 'sr-only' : undefined}>{t('submit')}</span>
      </button>
    </form>
  )
}
