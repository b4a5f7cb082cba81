'use client'

import * as Popover from '@radix-ui/react-popover'
import { useState } from 'react'

import {
  activeFilterCount,
  FILTER_KEYS,
  FILTER_LABELS,
  type DealerFilters,
  type FilterKey,
} from '@/domain/locator/filters'

type Props = { filters: DealerFilters; onChange: (key: FilterKey, on: boolean) => void }

/**
 * The filter panel (spec §4): opens and closes on its button, closes on an outside click or Escape (Radix
 * Popover, which also returns focus to the button). The button counts the boxes checked.
 */
export function FilterPanel({ filters, onChange }: Props) {
  const [open, setOpen] = useState(false)
  const count = activeFilterCount(filters)
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button
          type="button"
          className="inline-flex h-11 items-center gap-2 rounded-md border border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50"
        >
          Filters
          <span
            data-testid="filter-count"
            className={`inline-flex min-w-6 justify-center rounded-full px-1.5 text-sm ${count ? 'bg-brand-700 text-white' : 'bg-brand-50'}`}
          >
            {count}
          </span>
          <span className="sr-only">{count === 1 ? 'filter on' : 'filters on'}</span>
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          className="z-30 w-72 rounded-lg border border-line bg-white p-4 text-ink shadow-xl"
        >
          <fieldset>
            <legend className="mb-2 font-semibold">Show only dealers with</legend>
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
                    {FILTER_LABELS[key]}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
