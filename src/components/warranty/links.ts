import type { WarrantySites } from '@/payload-types'

import { fileLink } from '@/domain/products/fileLink'
import { safeHref } from '@/domain/url'

export type WarrantyLinks = {
  registration: string | null
  lookup: string | null
  /** The serial-number instructions: the uploaded PDF, else the address the editor gave. */
  serialHelp: string | null
}

/** The dialogs' addresses as they may be rendered; an unsafe or missing one is null and its link left out. */
export function warrantyLinksOf(sites: WarrantySites | null | undefined): WarrantyLinks {
  const document = sites?.serialHelpDocument
  const uploaded = typeof document === 'object' && document ? fileLink(document.url) : null
  return {
    registration: safeHref(sites?.registrationUrl),
    lookup: safeHref(sites?.lookupUrl),
    serialHelp: uploaded ?? safeHref(sites?.serialHelpUrl),
  }
}
