import Link from 'next/link'
import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import type { Header, Media } from '@/payload-types'

import { BrandLogo } from '../brand/BrandLogo'
import { MobileNav } from './MobileNav.client'
import { NavLink } from './NavLink.client'
import { NavMenu } from './NavMenu.client'
import { toNavItems } from './navLinks'
import { localizedHref } from '../../i18n/localeLinks'
import { SearchBox } from './SearchBox'

type Props = {
  header: Header
  brandName: string
  phone: string
  logo?: number | Media | null
  /** The language switcher, in the strip at the top. */
  languages?: ReactNode
}

// The current page's link is marked for everyone, not by colour alone: underlined and in brand blue.
const NAV_LINK =
  'font-medium text-ink hover:text-brand-700 hover:underline aria-[current=page]:text-brand-700 aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8'

export function SiteHeader({ header, brandName, phone, logo, languages }: Props) {
  const t = useTranslations('layout.header')
  const items = toNavItems(header.navItems)
  const [cta] = toNavItems(header.cta ? [header.cta] : [])
  return (
    <header className="relative border-b border-line bg-white">
      {/* Dark strip: the focus ring turns white so it stays visible on navy. */}
      <div className="bg-brand-900 text-sm text-white [--focus-ring:#fff] [--focus-halo:var(--color-brand-900)]">
        <div className="container-page flex items-center justify-between gap-3 py-1">
          {/* A plain GET form (no script): /search?q=… */}
          <SearchBox label={t('siteSearch')} id="site-search" />
          {/* On a phone the strip has room for the search and the phone number only: the menu has the languages. */}
          {languages ? <div className="hidden md:block">{languages}</div> : null}
          <a
            href={`tel:${phone.replace(/[^\d+]/g, '')}`}
            className="shrink-0 whitespace-nowrap hover:underline"
          >
            {t.rich('customerCare', {
              phone,
              strong: (text) => <span className="font-semibold">{text}</span>,
            })}
          </a>
        </div>
      </div>
      <div className="container-page flex items-center justify-between gap-6 py-4 lg:gap-4 xl:gap-5">
        <Link href={localizedHref('/')} className="shrink-0 rounded-md">
          <BrandLogo brandName={brandName} logo={logo} />
        </Link>
        <nav aria-label={t('mainNav')} className="hidden lg:block">
          <ul className="flex items-center gap-5">
            {items.map((item) => (
              <li key={`${item.label} ${item.href}`}>
                {item.children ? (
                  <NavMenu label={item.label} links={item.children} className={NAV_LINK} />
                ) : (
                  <NavLink href={item.href} className={`whitespace-nowrap ${NAV_LINK}`}>
                    {item.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex shrink-0 items-center gap-3">
          {cta ? (
            // Between 1024 and 1280 px the phone number in the strip above stands in for the button,
            // so the main links keep to one line.
            <NavLink
              href={cta.href}
              className="hidden whitespace-nowrap rounded-md bg-accent-600 px-4 py-2 font-semibold text-white hover:bg-accent-700 sm:inline-block lg:hidden xl:inline-block"
            >
              {cta.label}
            </NavLink>
          ) : null}
          <MobileNav
            items={items}
            linkClassName={NAV_LINK}
            labels={{ menu: t('menu'), nav: t('mainNav') }}
            extra={languages}
          />
        </div>
      </div>
    </header>
  )
}
