import { useTranslations } from 'next-intl'

export function SkipLink() {
  const t = useTranslations('layout')
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded bg-brand-800 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      {t('skipLink')}
    </a>
  )
}
