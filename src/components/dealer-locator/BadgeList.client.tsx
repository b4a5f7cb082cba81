'use client'

import type { Badge } from '@/domain/locator/badges'
import { LOCATOR_MESSAGES } from '@/domain/locator/messages'
import { safeHref } from '@/domain/url'

import { Tooltip } from '../ui/Tooltip.client'

const CHIP =
  'inline-flex min-h-8 items-center rounded-full border border-brand-100 bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800'

/** The dealer's badges (spec §9), each explained by a tooltip on hover or keyboard focus. */
/** `label` names the list ('Badges'), in the page's language. */
export function BadgeList({ badges, label = LOCATOR_MESSAGES.badges }: { badges: Badge[]; label?: string }) {
  if (!badges.length) return null
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {badges.map((badge) => {
        const href = badge.href ? safeHref(badge.href) : null
        return (
          <li key={badge.id}>
            <Tooltip content={badge.description}>
              {href ? (
                // A plain link keeps the address as the specification writes it (/pricing/leasing/).
                <a href={href} className={`${CHIP} underline underline-offset-2 hover:bg-brand-100`}>
                  {badge.label}
                </a>
              ) : (
                // A button, not a span, so keyboard users can reach the explanation too.
                <button type="button" className={`${CHIP} cursor-help`}>
                  {badge.label}
                </button>
              )}
            </Tooltip>
          </li>
        )
      })}
    </ul>
  )
}
