import { useTranslations } from 'next-intl'

/** Tells screen-reader users that a link opens a new tab; sighted users see the arrow icon. */
export function NewTabHint() {
  const t = useTranslations('blocks')
  return (
    <>
      <svg
        aria-hidden="true"
        viewBox="0 0 16 16"
        className="ml-1 inline-block size-3.5 align-baseline"
        fill="none"
      >
        <path
          d="M6 3H3v10h10v-3M9 3h4v4M13 3 7 9"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
        />
      </svg>
      <span className="sr-only"> {t('newTab')}</span>
    </>
  )
}
