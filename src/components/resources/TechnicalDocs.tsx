import { useTranslations } from 'next-intl'

import { DocumentList } from './DocumentList'
import type { DocumentSection } from './types'

type Props = { sections: readonly DocumentSection[] }

/**
 * The Technical Docs tab: one section per product category, each with its anchor (…#furnaces) so other pages
 * can link straight to it, and in each a block per model family listing its PDFs.
 */
export function TechnicalDocs({ sections }: Props) {
  const t = useTranslations('resources')
  if (!sections.length) return <p className="text-muted">{t('noTechnicalDocs')}</p>
  return (
    <div className="flex flex-col gap-8">
      <nav aria-label={t('sections')}>
        <ul className="flex flex-wrap gap-x-4 gap-y-2">
          {sections.map((s) => (
            <li key={s.id}>
              <a
                href={`#${s.id}`}
                className="rounded-sm font-medium text-brand-700 underline decoration-1 underline-offset-4 hover:decoration-2"
              >
                {s.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="scroll-mt-24">
          <h3 id={`${s.id}-heading`} className="mb-4 text-xl">
            {s.title}
          </h3>
          <div className="grid gap-4 md:grid-cols-2">
            {s.families.map((f) => (
              <div key={f.name} className="rounded-lg border border-line p-4">
                <h4 className="mb-3 text-lg">{f.name}</h4>
                <DocumentList documents={f.documents} />
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  )
}
