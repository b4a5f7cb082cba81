import { safeHref } from '../../domain/url'
import { localizedHref } from '../../i18n/localeLinks'

export type NavItem = { label: string; href: string; children?: NavItem[] }

type LinkedPage = { path?: string | null; _status?: string | null; deletedAt?: string | null }
type Link = {
  label?: string | null
  url?: string | null
  page?: number | LinkedPage | null
  children?: Link[] | null
}

/**
 * Where a link goes: its page's current address (only while the page is published and not in the trash), or
 * its typed address when it passes the link rule; null for neither.
 */
function hrefOf(link: Link): string | null {
  if (link.page != null) {
    const page = link.page
    if (typeof page !== 'object' || page._status !== 'published' || page.deletedAt || !page.path) return null
    return localizedHref(page.path)
  }
  return localizedHref(safeHref(link.url))
}

/**
 * Navigation entries in their rendered form: a link, or a group whose own link (if any) leads its menu. Links
 * whose page or address cannot be shown are left out, and a group left with no link at all goes too.
 */
export function toNavItems(links: Link[] | null | undefined): NavItem[] {
  return (links ?? []).flatMap((link): NavItem[] => {
    if (!link.label) return []
    const href = hrefOf(link)
    const children = toNavItems(link.children)
    if (children.length > 0) {
      return [
        {
          label: link.label,
          href: href ?? '',
          children: href ? [{ label: link.label, href }, ...children] : children,
        },
      ]
    }
    return href ? [{ label: link.label, href }] : []
  })
}
