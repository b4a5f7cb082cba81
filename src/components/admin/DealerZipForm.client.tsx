'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { useId, useState, type FormEvent } from 'react'

import { dealerSearchResponseSchema } from '../../domain/dealers/responseSchemas'
import { ZIP_HINT } from '../../domain/locator/messages'
import { searchableZip } from '../../domain/locator/zipInput'

export const SERVING_ZIP_PARAM = 'servingZip'

/**
 * The dealer list's 'dealers serving this zip' filter. It asks the site's own dealer search (/api/v1), so
 * staff see exactly the dealers a visitor at that zip is shown, then lists them by company id.
 */
export function DealerZipForm({ brand }: { brand: string }) {
  const router = useRouter()
  const pathname = usePathname()
  const params = useSearchParams()
  const active = params.get(SERVING_ZIP_PARAM)
  const [value, setValue] = useState(active ?? '')
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const id = useId()

  async function submit(event: FormEvent) {
    event.preventDefault()
    const zip = searchableZip(value)
    if (!zip) return setMessage(ZIP_HINT)
    setBusy(true)
    try {
      const query = new URLSearchParams({ brand, zipcode: zip })
      const res = await fetch(`/api/v1/dealers/locations?${query}`)
      const parsed = dealerSearchResponseSchema.safeParse(res.ok ? await res.json() : null)
      if (!parsed.success) return setMessage('The dealer search did not answer. Try again.')
      if (parsed.data.count === 0) return setMessage(`No dealer serves ${zip}.`)
      const next = new URLSearchParams({
        [SERVING_ZIP_PARAM]: zip,
        'where[data.companyID][in]': parsed.data.dealers.map((d) => d.data.companyID).join(','),
        limit: '100',
      })
      setMessage(`${parsed.data.count} dealers serve ${zip}, as the site’s locator finds them.`)
      router.push(`${pathname}?${next}`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form role="search" aria-labelledby={`${id}-label`} onSubmit={submit} className="dealer-zip-filter">
      <label id={`${id}-label`} htmlFor={`${id}-zip`}>
        Dealers serving a zip or postal code
      </label>
      <div className="dealer-zip-filter__row">
        <input
          id={`${id}-zip`}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-describedby={`${id}-message`}
          autoComplete="off"
          className="dealer-zip-filter__input"
        />
        <button type="submit" className="btn btn--style-secondary btn--size-small" disabled={busy}>
          Show dealers
        </button>
        {active ? (
          <button
            type="button"
            className="btn btn--style-subtle btn--size-small"
            onClick={() => router.push(pathname)}
          >
            Show all dealers
          </button>
        ) : null}
      </div>
      <p id={`${id}-message`} role="status" className="dealer-zip-filter__message">
        {message ?? (active ? `Showing the dealers serving ${active}.` : '')}
      </p>
    </form>
  )
}
