import { useTranslations } from 'next-intl'

import { safeHref } from '../../domain/url'
import { FileIcon } from './FileIcon'
import type { ResourceDocument } from './types'

type Props = { documents: readonly ResourceDocument[]; empty?: string }

/** A list of PDF links, each named by its file title; an unsafe address is left out rather than rendered. */
export function DocumentList({ documents, empty }: Props) {
  const t = useTranslations('resources')
  const items = documents.flatMap((d) => {
    const href = safeHref(d.fileLink)
    return href ? [{ ...d, href }] : []
  })
  if (!items.length) return <p className="text-muted">{empty ?? t('noDocuments')}</p>
  return (
    <ul className="flex flex-col gap-2">
      {items.map((d) => (
        <li key={d.href}>
          <a
            href={d.href}
            className="inline-flex gap-2 rounded-sm font-medium text-brand-700 underline decoration-1 underline-offset-4 hover:text-brand-900 hover:decoration-2"
          >
            <FileIcon />
            <span>
              {d.fileTitle}
              <span className="text-sm text-muted no-underline"> {t('pdf')}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}
