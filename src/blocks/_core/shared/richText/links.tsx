import type { LinkFields } from '@payloadcms/richtext-lexical'
import type React from 'react'

import { NewTabHint } from '../NewTabHint'
import { pageOrUrlHref, type LinkedPage } from '../pageLink'
import { TEXT_LINK } from '../styles'
import { safeHref } from '../../../../domain/url'
import { localizedHref } from '../../../../i18n/localeLinks'

/**
 * The address of an internal link when the document is populated: a page's current path while it is published
 * (none while it is unpublished or in the trash, as for block links), or a file's URL.
 */
function internalHref(doc: LinkFields['doc']): string | null {
  const value = doc?.value
  if (!value || typeof value !== 'object') return null
  if (doc.relationTo === 'pages') return pageOrUrlHref(value as LinkedPage, null)
  if (typeof value.path === 'string') return value.path
  if (typeof value.url === 'string') return value.url
  return null
}

/** The safe address of a rich-text link, or null when it cannot be resolved or is unsafe. */
export function richTextHref(fields: LinkFields): string | null {
  return localizedHref(safeHref(fields.linkType === 'internal' ? internalHref(fields.doc) : fields.url))
}

type Props = { fields: LinkFields; children: React.ReactNode }

/** A rich-text link; an unsafe or unresolved address renders its text without a link. */
export function RichTextLink({ fields, children }: Props) {
  const href = richTextHref(fields)
  if (!href) return <>{children}</>
  const newTab = fields.newTab === true
  return (
    <a
      href={href}
      className={TEXT_LINK}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener noreferrer' : undefined}
    >
      {children}
      {newTab ? <NewTabHint /> : null}
    </a>
  )
}
