import { useTranslations } from 'next-intl'

import { NewTabHint } from '@/blocks/_core/shared/NewTabHint'
import { TEXT_LINK } from '@/blocks/_core/shared/styles'

import type { WarrantyLinks } from './links'
import { WARRANTY_BUTTON } from './styles'

export type WarrantyDialogKind = 'register' | 'lookup'

/** A link to another site: opens in a new tab, which screen-reader users are told. */
function ExternalLink({ href, className, children }: { href: string; className: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <NewTabHint />
    </a>
  )
}

function SerialHelp({ href }: { href: string | null }) {
  const t = useTranslations('warranty')
  if (!href) return null
  const pdf = /\.pdf(?:[?#]|$)/i.test(href)
  return (
    <ExternalLink href={href} className={TEXT_LINK}>
      {pdf ? t('serialHelpPdf') : t('serialHelp')}
    </ExternalLink>
  )
}

/** 'Register new product': what to have ready, then the registration site. */
function RegisterContent({ links }: { links: WarrantyLinks }) {
  const t = useTranslations('warranty.register')
  return (
    <div className="flex flex-col gap-4">
      <p>{t('intro')}</p>
      <ul className="list-disc space-y-2 pl-6">
        <li>
          <span className="flex flex-col items-start gap-1">
            {t('serial')}
            <SerialHelp href={links.serialHelp} />
          </span>
        </li>
        <li>{t('date')}</li>
        <li>{t('address')}</li>
        <li>{t('dealer')}</li>
      </ul>
      {links.registration ? (
        <p>
          <ExternalLink href={links.registration} className={WARRANTY_BUTTON.primary}>
            {t('action')}
          </ExternalLink>
        </p>
      ) : null}
    </div>
  )
}

/** 'Look up an existing warranty': the serial number, then the lookup site. */
function LookupContent({ links }: { links: WarrantyLinks }) {
  const t = useTranslations('warranty.lookup')
  return (
    <div className="flex flex-col gap-4">
      <p>
        {t('intro')} <SerialHelp href={links.serialHelp} />
      </p>
      {links.lookup ? (
        <p>
          <ExternalLink href={links.lookup} className={WARRANTY_BUTTON.primary}>
            {t('action')}
          </ExternalLink>
        </p>
      ) : null}
    </div>
  )
}

/** What a warranty dialog shows; the warranty hero and the warranty button open the same two. */
export function WarrantyDialogContent({ kind, links }: { kind: WarrantyDialogKind; links: WarrantyLinks }) {
  return kind === 'register' ? <RegisterContent links={links} /> : <LookupContent links={links} />
}
