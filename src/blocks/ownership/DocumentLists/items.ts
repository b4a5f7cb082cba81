import type { Document } from '@/payload-types'

import type { ResourceDocument } from '@/components/resources/types'

import { fileLink } from '../../../domain/products/fileLink'

type Item = { file?: number | Document | null; fileLink?: string | null; fileTitle?: string | null }

/**
 * The links a document list shows: a chosen file from Documents (when the page read filled it in) or the
 * address typed in, titled by the editor's title or else the document's own. Items without a safe address or
 * a title are left out.
 */
export function documentItemsOf(items: readonly Item[] | null | undefined): ResourceDocument[] {
  return (items ?? []).flatMap((item) => {
    const doc = typeof item.file === 'object' && item.file !== null ? item.file : null
    const link = fileLink(doc?.url) ?? fileLink(item.fileLink)
    const title = item.fileTitle?.trim() || doc?.fileTitle?.trim()
    return link && title ? [{ fileTitle: title, fileLink: link }] : []
  })
}
