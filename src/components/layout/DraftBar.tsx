import { useTranslations } from 'next-intl'

/** The address of Exit preview: it returns to the address the click came from (app/(frontend)/next/exitTarget.ts). */
export const EXIT_PREVIEW_HREF = '/next/exit-preview'

/**
 * Above every page of the site while a signed-in staff member is in draft preview, so the site seen in that
 * browser is never mistaken for the published one: after a live preview the draft-mode cookie stays until
 * Exit preview (or signing out) ends it, on the previewed page and every other. Exit preview ends draft mode
 * and returns to the published version of the address the editor is on. Rendered on the server only in draft
 * mode, so an ordinary visitor's page holds no trace of it and nothing moves.
 */
export function DraftBar() {
  const t = useTranslations('layout.draftBar')
  return (
    <section aria-label={t('label')} className="border-b border-amber-300 bg-amber-100 text-ink">
      <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3 text-sm">
        <p>
          <strong className="font-semibold">{t('title')}</strong> {t('body')}
        </p>
        <a
          href={EXIT_PREVIEW_HREF}
          className="rounded-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          {t('exit')}
        </a>
      </div>
    </section>
  )
}
