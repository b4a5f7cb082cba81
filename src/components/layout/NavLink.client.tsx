'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'

import { isCurrentPage } from '../../domain/url'

type Props = { href: string; className?: string; children: ReactNode }

/**
 * A navigation link that marks the page being shown with aria-current="page". The layout around it is
 * rendered once for every page, so the current path is read in the browser. Site paths use Next's
 * client navigation; other addresses are plain links.
 */
export function NavLink({ href, className, children }: Props) {
  const pathname = usePathname()
  if (!href.startsWith('/')) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    )
  }
  return (
    <Link href={href} className={className} aria-current={isCurrentPage(href, pathname) ? 'page' : undefined}>
      {children}
    </Link>
  )
}
