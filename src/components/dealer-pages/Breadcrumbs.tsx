import { useTranslations } from 'next-intl'

import { breadcrumbJsonLd } from '@/domain/dealers/pages/jsonLd'

import { JsonLd } from './JsonLd'

/** One step: its name, its path, and its canonical address (SITE_URL and the path). */
export type Crumb = { name: string; path: string; url: string }

/** The trail from the directory to this page, for people (a list of links) and for search engines (BreadcrumbList). */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const t = useTranslations('dealerProfile')
  return (
    <>
      <nav aria-label={t('breadcrumb')} className="text-sm">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {trail.map((crumb, i) => {
            const last = i === trail.length - 1
            return (
              <li key={crumb.path} className="flex items-center gap-2">
                {last ? (
                  <span aria-current="page" className="font-semibold">
                    {crumb.name}
                  </span>
                ) : (
                  <>
                    <a href={crumb.path} className="text-brand-700 underline underline-offset-2">
                      {crumb.name}
                    </a>
                    <span aria-hidden="true">›</span>
                  </>
                )}
              </li>
            )
          })}
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(trail)} />
    </>
  )
}
