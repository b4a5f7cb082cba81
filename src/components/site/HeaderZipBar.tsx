import { useTranslations } from 'next-intl'

import { ZipBox } from './ZipBox.client'

/** The zip box on every page, under the header: a visitor can set their area from anywhere (spec §2). */
export function HeaderZipBar() {
  const t = useTranslations('locator')
  return (
    <div className="border-b border-line bg-surface">
      <div className="container-page flex flex-wrap items-center justify-end gap-x-3 gap-y-1 py-2">
        <p className="text-sm font-semibold text-ink">{t('zipHeaderTitle')}</p>
        <ZipBox size="compact" formLabel={t('zipHeaderTitle')} />
      </div>
    </div>
  )
}
