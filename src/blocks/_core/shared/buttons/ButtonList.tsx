import type { ButtonsBlock } from '@/payload-types'

import { FLEX_JUSTIFY } from '../alignment'
import { NewTabHint } from '../NewTabHint'
import { FOCUS_RING } from '../styles'
import { pageOrUrlHref } from '../pageLink'

type Button = ButtonsBlock['buttons'][number]

// Primary is the warm red call to action; outline inherits the section's text colour so it reads
// on light and dark backgrounds alike. min-h-11 keeps a 44 px touch target.
const BASE = `inline-flex min-h-11 items-center justify-center rounded-md px-5 py-2.5 text-base font-semibold transition-colors ${FOCUS_RING}`
const VARIANT: Record<Button['variant'], string> = {
  primary: 'bg-accent-600 text-white hover:bg-accent-700',
  secondary: 'bg-brand-700 text-white hover:bg-brand-800',
  outline: 'border-2 border-current bg-transparent text-current hover:underline',
}

type Props = { buttons: Button[]; alignment?: ButtonsBlock['alignment'] }

/** A row of link buttons: the Buttons block's, and a hero's or a banner's call to action. */
export function ButtonList({ buttons, alignment }: Props) {
  const links = buttons.flatMap((button) => {
    const href = pageOrUrlHref(button.page, button.url)
    // A button whose page is unpublished, or whose address is unsafe or missing, is left out.
    return href ? [{ ...button, href }] : []
  })
  if (!links.length) return null
  return (
    <ul className={`flex flex-wrap items-center gap-3${alignment ? ` ${FLEX_JUSTIFY[alignment]}` : ''}`}>
      {links.map((button, index) => (
        <li key={button.id ?? index}>
          <a
            href={button.href}
            className={`${BASE} ${VARIANT[button.variant]}`}
            target={button.newTab ? '_blank' : undefined}
            rel={button.newTab ? 'noopener noreferrer' : undefined}
          >
            {button.label}
            {button.newTab ? <NewTabHint /> : null}
          </a>
        </li>
      ))}
    </ul>
  )
}
