'use client'

import { useCallback, useId, useRef, useState } from 'react'

import { activeFilterCount, FILTER_KEYS, type DealerFilters, type FilterKey } from '@/domain/locator/filters'
import { LOCATOR_MESSAGES } from '@/domain/locator/messages'
import { useMessages } from '@/i18n/useMessages.client'

import { useDismiss } from '../ui/useDismiss.client'

/** Each filter reads as the badge it asks for (spec §9). */
const FILTER_LABEL_KEYS = {
  dealerType: 'badgeCustomerCare',
  emergencyService: 'badgeEmergency',
  nateCertified: 'badgeNate',
  nexiaDealerDiagnostics: 'badgeRemoteDiagnostics',
  showFinancing: 'badgeFinancing',
  charterMemberDate: 'badgeCharter',
} as const satisfies Record<FilterKey, keyof typeof LOCATOR_MESSAGES>

type Props = { filters: DealerFilters; onChange: (key: FilterKey, on: boolean) => void }

/**
 * The filter panel (spec §4), a disclosure: its button opens and closes it, an outside press or Escape closes it
 * (Escape gives the focus back to the button), and the boxes follow the button in the tab order. The button
 * counts the boxes checked. The panel hangs under the row that holds the button (the parent positions it), so
 * it stays inside the screen wherever the row wraps the button.
 */
export function FilterPanel({ filters, onChange }: Props) {
  const t = useMessages('locator', LOCATOR_MESSAGES)
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  const button = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const panelId = useId()
  useDismiss(open, close, button, [button, panel])
  const count = activeFilterCount(filters)
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
        className="inline-flex h-11 items-center gap-2 rounded-md border border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50"
      >
        {t('filters')}
        <span
          data-testid="filter-count"
          className={`inline-flex min-w-6 justify-center rounded-full px-1.5 text-sm ${count ? 'bg-brand-700 text-white' : 'bg-brand-50'}`}
        >
          {count}
        </span>
        <span className="sr-only">{t('filtersOn', { count })}</span>
      </button>
      <div
        ref={panel}
        id={panelId}
        hidden={!open}
        className="absolute top-full right-0 z-30 mt-2 w-72 max-w-full rounded-lg border border-line bg-white p-4 text-ink shadow-xl"
      >
        <fieldset>
          <legend className="mb-2 font-semibold">{t('filtersLegend')}</legend>
          <ul className="flex flex-col gap-1">
            {FILTER_KEYS.map((key) => (
              <li key={key}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3">
                  <input
                    type="checkbox"
                    className="size-5 accent-brand-700"
                    checked={filters[key]}
                    onChange={(e) => onChange(key, e.target.checked)}
                  />
                  {t(FILTER_LABEL_KEYS[key])}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      </div>
    </>
  )
}
