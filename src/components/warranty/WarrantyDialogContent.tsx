import { NewTabHint } from '@/blocks/_core/shared/NewTabHint'
import { TEXT_LINK } from '@/blocks/_core/shared/styles'

import type { WarrantyLinks } from './links'
import { WARRANTY_BUTTON } from './styles'

export type WarrantyDialogKind = 'register' | 'lookup'

/** The dialogs' titles, as the specification names them. */
export const WARRANTY_DIALOG_TITLES: Record<WarrantyDialogKind, string> = {
  register: 'Register new product',
  lookup: 'Look up an existing warranty',
}

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
  if (!href) return null
  const pdf = /\.pdf(?:[?#]|$)/i.test(href)
  return (
    <ExternalLink href={href} className={TEXT_LINK}>
      {`Where to find the serial number${pdf ? ' (PDF)' : ''}`}
    </ExternalLink>
  )
}

/** 'Register new product': what to have ready, then the registration site. */
function RegisterContent({ links }: { links: WarrantyLinks }) {
  return (
    <div className="flex flex-col gap-4">
      <p>
        Register within 60 days of installation to get the registered limited warranty, usually 10 years on
        parts instead of 5. You will need:
      </p>
      <ul className="list-disc space-y-2 pl-6">
        <li>
          <span className="flex flex-col items-start gap-1">
            The product serial number
            <SerialHelp href={links.serialHelp} />
          </span>
        </li>
        <li>The installation date</li>
        <li>The address where the product is installed</li>
        <li>The name of the dealer who installed it</li>
      </ul>
      {links.registration ? (
        <p>
          <ExternalLink href={links.registration} className={WARRANTY_BUTTON.primary}>
            Register on the warranty site
          </ExternalLink>
        </p>
      ) : null}
    </div>
  )
}

/** 'Look up an existing warranty': the serial number, then the lookup site. */
function LookupContent({ links }: { links: WarrantyLinks }) {
  return (
    <div className="flex flex-col gap-4">
      <p>
        Have the product serial number ready: it is printed on the rating plate of the unit.{' '}
        <SerialHelp href={links.serialHelp} />
      </p>
      {links.lookup ? (
        <p>
          <ExternalLink href={links.lookup} className={WARRANTY_BUTTON.primary}>
            Look up your warranty
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
