'use client'

import { useId, useRef, useState, type FormEvent } from 'react'

import { searchableZip } from '@/domain/locator/zipInput'
import type { RebatesMessages } from '@/i18n/islandMessages'
import type { Translator } from '@/i18n/translator'

type Props = {
  /** Called with the zip in canonical form ('10001', 'K1A 0B1') once it passes the lookup rule. */
  onSearch: (zip: string) => void
  busy: boolean
  /** The finder's words, in the page's language. */
  t: Translator<RebatesMessages>
}

/**
 * The rebate zip box (spec §5): required and trimmed, checked with the locator's lookup rule. A missing or
 * malformed zip gets a message tied to the box, which takes the focus back.
 */
export function RebateZipForm({ onSearch, busy, t }: Props) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [message, setMessage] = useState<string | null>(null)

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const value = (input.current?.value ?? '').trim()
    const zip = searchableZip(value)
    if (!zip) {
      setMessage(value ? t('zipHint') : t('zipRequired'))
      input.current?.focus()
      return
    }
    setMessage(null)
    onSearch(zip)
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('zipForm')}>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col">
          <label htmlFor={id} className="mb-1 font-semibold text-ink">
            {t('zipLabel')}
          </label>
          <input
            ref={input}
            id={id}
            name="zip"
            type="text"
            required
            autoComplete="postal-code"
            placeholder={t('zipPlaceholder')}
            maxLength={10}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${id}-message` : undefined}
            className="h-11 w-48 rounded-md border border-muted bg-white px-3 text-ink"
          />
        </div>
        <button
          type="submit"
          disabled={busy}
          className="h-11 rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {t('seeRebates')}
        </button>
      </div>
      {message ? (
        <p id={`${id}-message`} className="mt-1 text-sm text-accent-700">
          {message}
        </p>
      ) : null}
    </form>
  )
}
