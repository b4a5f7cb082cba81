import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import type { Footer } from '@/payload-types'

import { NavLink } from './NavLink.client'
import { toNavItems } from './navLinks'

type Props = {
  footer: Footer
  brandName: string
  phone: string
  supportHours: string[]
  /** The language switcher, beside the small print. */
  languages?: ReactNode
}

export function SiteFooter({ footer, brandName, phone, supportHours, languages }: Props) {
  const t = useTranslations('layout')
  const year = new Date().getFullYear()
  return (
    // On navy the focus ring turns white so it stays visible.
    <footer className="mt-16 bg-brand-900 text-brand-50 [--focus-ring:#fff] [--focus-halo:var(--color-brand-900)]">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="text-xl font-bold text-white">{brandName}</p>
          <p className="mt-3 max-w-sm text-brand-100">{t('tagline')}</p>
          <p className="mt-4">
            <a
              href={`tel:${phone.replace(/[^\d+]/g, '')}`}
              className="font-semibold text-white underline-offset-4 hover:underline"
            >
              {phone}
            </a>
          </p>
          {supportHours.map((line) => (
            <p key={line} className="text-sm text-brand-100">
              {line}
            </p>
          ))}
        </div>
        {(footer.columns ?? []).map((col) => (
          <nav key={col.id ?? col.heading} aria-label={col.heading}>
            <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{col.heading}</h2>
            <ul className="mt-3 space-y-2">
              {toNavItems(col.links).map((link) => (
                <li key={link.href}>
                  <NavLink
                    href={link.href}
                    className="text-brand-100 hover:text-white hover:underline aria-[current=page]:font-semibold aria-[current=page]:text-white aria-[current=page]:underline"
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-brand-800">
        <div className="container-page flex flex-col gap-3 py-6 text-sm text-brand-100 sm:flex-row sm:items-center sm:justify-between">
          <p>{t('footer.copyright', { year: String(year), brandName, legal: footer.legal ?? '' })}</p>
          {languages}
        </div>
      </div>
    </footer>
  )
}
