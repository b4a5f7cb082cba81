import { safeHref } from '../../domain/url'

export type NavItem = { label: string; href: string }

/** Navigation entries whose address passes the link rule, in their rendered form; the rest are left out. */
export function toNavItems(
  links: { label?: string | null; url?: string | null }[] | null | undefined,
): NavItem[] {
  return (links ?? []).flatMap((link) => {
    const href = safeHref(link.url)
    return href && link.label ? [{ label: link.label, href }] : []
  })
}
