import Link from 'next/link'
import type { ReactNode } from 'react'

type Props = { href: string; className?: string; children: ReactNode; 'aria-current'?: 'page' }

/** Site paths go through Next's client navigation; outside addresses are plain links. */
export function SiteLink({ href, className, children, ...rest }: Props) {
  if (href.startsWith('/')) {
    return (
      <Link href={href} className={className} aria-current={rest['aria-current']}>
        {children}
      </Link>
    )
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  )
}
