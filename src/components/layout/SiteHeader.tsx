import Link from 'next/link'

import type { Header } from '@/payload-types'

import { MobileNav } from './MobileNav'
import { SiteLink } from './SiteLink'

type Props = { header: Header; brandName: string; phone: string }

export function SiteHeader({ header, brandName, phone }: Props) {
  const items = header.navItems ?? []
  const cta = header.cta?.label && header.cta.url ? header.cta : null
  return (
    <header className="relative border-b border-line bg-white">
      <div className="bg-brand-900 text-sm text-white">
        <div className="container-page flex justify-end py-1.5">
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="hover:underline">
            Customer care <span className="font-semibold">{phone}</span>
          </a>
        </div>
      </div>
      <div className="container-page flex items-center justify-between gap-6 py-4">
        <Link href="/" className="flex items-center gap-2 text-xl font-bold tracking-tight text-brand-800">
          <span aria-hidden="true" className="inline-block h-8 w-8 rounded-full bg-gradient-to-br from-brand-600 to-accent-600" />
          {brandName}
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-6">
            {items.map((item) => (
              <li key={item.id ?? item.url}>
                <SiteLink href={item.url} className="font-medium text-ink hover:text-brand-700 hover:underline">
                  {item.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-3">
          {cta ? (
            <SiteLink
              href={cta.url!}
              className="hidden rounded-md bg-accent-600 px-4 py-2 font-semibold text-white hover:bg-accent-700 sm:inline-block"
            >
              {cta.label}
            </SiteLink>
          ) : null}
          <MobileNav items={items.map((i) => ({ label: i.label, url: i.url }))} />
        </div>
      </div>
    </header>
  )
}
