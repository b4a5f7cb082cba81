import type { ReactNode } from 'react'

export type PageNavItem = { label: string; href: string }

type Props = { item: PageNavItem; current: boolean; className: string; children?: ReactNode }

/** One page of the navigation; the page being shown is marked for assistive technology. */
export function NavItemLink({ item, current, className, children }: Props) {
  return (
    <a href={item.href} aria-current={current ? 'page' : undefined} className={className}>
      {item.label}
      {children}
    </a>
  )
}
