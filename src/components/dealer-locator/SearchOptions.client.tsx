'use client'

import { useId } from 'react'

import { RADIUS_CHOICES_MILES, type RadiusChoice } from '@/domain/dealers/constants'
import { isSortOrder, type SortOrder } from '@/domain/dealers/sortOrders'
import { LOCATOR_MESSAGES } from '@/domain/locator/messages'
import { KM_PER_MILE, usesKilometres } from '@/i18n/format'
import { useMessages } from '@/i18n/useMessages.client'

/** The sort select's choices, in its order; `distance` is the specification's order. */
export const SORT_LABELS = {
  distance: 'sortDistance',
  rating: 'sortRating',
  reviews: 'sortReviews',
} as const satisfies Record<SortOrder, keyof typeof LOCATOR_MESSAGES>

type Props = {
  sort: SortOrder
  radius: RadiusChoice | null
  /** The site setting's radius in miles: what 'radius: null' searches. */
  defaultRadius: number
  onSort: (sort: SortOrder) => void
  onRadius: (radius: RadiusChoice | null) => void
}

const SELECT =
  'h-11 rounded-md border border-line bg-white px-3 text-ink focus:outline-3 focus:outline-offset-2 focus:outline-brand-700'

/**
 * The locator's sort and radius (docs/locator-search.md): two native selects with visible labels, so the
 * keyboard and screen readers work as everywhere else. The radius offers the site setting's own radius as its
 * default when it is not one of the choices.
 */
export function SearchOptions({ sort, radius, defaultRadius, onSort, onRadius }: Props) {
  const id = useId()
  const t = useMessages('locator', LOCATOR_MESSAGES)
  // A radius in miles, as the page's language measures it (kilometres in Quebec, rounded).
  const radiusText = (miles: number) =>
    t('radiusOption', { count: usesKilometres(t.locale) ? Math.round(miles * KM_PER_MILE) : miles })
  const preset = (RADIUS_CHOICES_MILES as readonly number[]).includes(defaultRadius) ? null : defaultRadius
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-sort`} className="text-sm font-semibold">
          {t('sortBy')}
        </label>
        <select
          id={`${id}-sort`}
          className={SELECT}
          value={sort}
          onChange={(e) => {
            if (isSortOrder(e.target.value)) onSort(e.target.value)
          }}
        >
          {(Object.keys(SORT_LABELS) as SortOrder[]).map((value) => (
            <option key={value} value={value}>
              {t(SORT_LABELS[value])}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-radius`} className="text-sm font-semibold">
          {t('within')}
        </label>
        <select
          id={`${id}-radius`}
          className={SELECT}
          value={radius === null ? 'default' : String(radius)}
          onChange={(e) => {
            const miles = RADIUS_CHOICES_MILES.find((m) => String(m) === e.target.value)
            onRadius(miles === undefined || miles === defaultRadius ? null : miles)
          }}
        >
          {preset ? <option value="default">{radiusText(preset)}</option> : null}
          {RADIUS_CHOICES_MILES.map((miles) => (
            <option
              key={miles}
              value={miles === defaultRadius && radius === null ? 'default' : String(miles)}
            >
              {radiusText(miles)}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}
