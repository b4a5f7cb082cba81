import { useTranslations } from 'next-intl'
import { useId } from 'react'

import { FOCUS_RING } from '../../_core/shared/styles'
import type { ShareLink } from './shareLinks'

// Outlined in the text colour, so the buttons read on light and dark sections; 44 px high for touch.
const BUTTON = `inline-flex min-h-11 items-center rounded-full border-2 border-current px-4 font-semibold hover:underline ${FOCUS_RING}`

type Props = { heading?: string | null; links: ShareLink[] }

/** The share buttons: plain links to each network's share page (no network script is loaded). */
export function ShareLinks({ heading, links }: Props) {
  const t = useTranslations('blocks.share')
  const id = useId()
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
      {heading ? (
        <h2 id={id} className="text-lg font-semibold">
          {heading}
        </h2>
      ) : null}
      <ul
        className="flex flex-wrap gap-3"
        aria-labelledby={heading ? id : undefined}
        aria-label={heading ? undefined : t('label')}
      >
        {links.map((link) => {
          // The networks' names are their brands; e-mail is named in the page's language.
          const text = link.network === 'email' ? t('email') : link.text
          return (
            <li key={link.network}>
              <a
                href={link.href}
                aria-label={link.newTab ? t('on', { network: text }) : t('byEmail')}
                className={BUTTON}
                target={link.newTab ? '_blank' : undefined}
                rel={link.newTab ? 'noopener noreferrer' : undefined}
              >
                {text}
              </a>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
