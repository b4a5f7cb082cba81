'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useId, useState, type FormEvent } from 'react'

import { dealerSearchResponseSchema, type DealerSearchResponse } from '../../domain/dealers/responseSchemas'
import { ZIP_HINT } from '../../domain/locator/messages'
import { searchableZip } from '../../domain/locator/zipInput'
import { visitSeed } from '../dealer-locator/orderSeed'
import { rankedDealers, type RankedDealer } from './servingZip'

export const SERVING_ZIP_PARAM = 'servingZip'

type Found = { zip: string; dealers: RankedDealer[]; ids: Record<number, number | string> }

/** The site's own dealer search for a zip, as a visitor's locator asks it; null when it does not answer. */
async function searchZip(brand: string, zip: string): Promise<DealerSearchResponse | null> {
  const res = await fetch(`/api/v1/dealers/locations?${new URLSearchParams({ brand, zipcode: zip })}`)
  const parsed = dealerSearchResponseSchema.safeParse(res.ok ? await res.json() : null)
  return parsed.success ? parsed.data : null
}

/** The admin ids of dealers by company id, for links to their records ({} when they cannot be read). */
async function adminIds(companyIDs: number[]): Promise<Record<number, number | string>> {
  if (companyIDs.length === 0) return {}
  const query = new URLSearchParams({
    'where[data.companyID][in]': companyIDs.join(','),
    'select[data][companyID]': 'true',
    depth: '0',
    limit: String(companyIDs.length),
  })
  try {
    const res = await fetch(`/api/dealers?${query}`, { credentials: 'include' })
    if (!res.ok) return {}
    const body = (await res.json()) as { docs?: { id: number | string; data?: { companyID?: number } }[] }
    return Object.fromEntries(
      (body.docs ?? []).flatMap((doc) => (doc.data?.companyID ? [[doc.data.companyID, doc.id]] : [])),
    )
  } catch {
    return {}
  }
}

/** The search's answer for `zip` and its dealers in the locator's order for this browser's visit. */
async function findRanked(
  brand: string,
  zip: string,
  radiusMiles: number,
): Promise<{ response: DealerSearchResponse; found: Found } | null> {
  const response = await searchZip(brand, zip)
  if (!response) return null
  const dealers = rankedDealers(response, visitSeed(), radiusMiles)
  const ids = await adminIds(dealers.map((d) => d.companyID))
  return { response, found: { zip, dealers, ids } }
}

/**
 * The dealer list's 'dealers serving this zip' filter. It asks the site's own dealer search (/api/v1), so
 * staff see exactly the dealers a visitor at that zip is shown: listed above the table in the locator's order
 * for this browser's visit (the visit's order cookie, as the site uses it), each with its distance, whether
 * the zip is in its territory and its tier; the table below is filtered to the same dealers.
 */
export function DealerZipForm({ brand, radiusMiles }: { brand: string; radiusMiles: number }) {
  const router = useRouter()
  const pathname = usePathname()
  const params = useSearchParams()
  const active = params.get(SERVING_ZIP_PARAM)
  const [value, setValue] = useState(active ?? '')
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [found, setFound] = useState<Found | null>(null)
  const id = useId()

  // A list opened at a filtered address (a reload, Back, a shared link) shows the ranking of its zip too.
  const activeZip = searchableZip(active)
  const shown = found?.zip ?? null
  useEffect(() => {
    if (!activeZip || shown === activeZip) return
    let current = true
    void findRanked(brand, activeZip, radiusMiles).then((answer) => {
      if (current && answer) setFound(answer.found)
    })
    return () => {
      current = false
    }
  }, [activeZip, brand, radiusMiles, shown])

  async function submit(event: FormEvent) {
    event.preventDefault()
    const zip = searchableZip(value)
    if (!zip) return setMessage(ZIP_HINT)
    setBusy(true)
    try {
      const answer = await findRanked(brand, zip, radiusMiles)
      if (!answer) return setMessage('The dealer search did not answer. Try again.')
      const { response, found: ranked } = answer
      setFound(ranked)
      if (response.count === 0) return setMessage(`No dealer serves ${zip}.`)
      const next = new URLSearchParams({
        [SERVING_ZIP_PARAM]: zip,
        'where[data.companyID][in]': response.dealers.map((d) => d.data.companyID).join(','),
        limit: '100',
      })
      setMessage(`${response.count} dealers serve ${zip}, as the site’s locator finds them.`)
      router.push(`${pathname}?${next}`)
    } finally {
      setBusy(false)
    }
  }

  function showAll() {
    setFound(null)
    setMessage(null)
    router.push(pathname)
  }

  const listed = activeZip && found?.zip === activeZip && found.dealers.length > 0 ? found : null
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
          <button type="button" className="btn btn--style-subtle btn--size-small" onClick={showAll}>
            Show all dealers
          </button>
        ) : null}
      </div>
      <p id={`${id}-message`} role="status" className="dealer-zip-filter__message">
        {message ?? (active ? `Showing the dealers serving ${active}.` : '')}
      </p>
      {listed ? (
        <section aria-labelledby={`${id}-ranked`} className="dealer-zip-filter__ranked">
          <h3 id={`${id}-ranked`} className="dealer-zip-filter__title">
            In the locator’s order for {listed.zip}
          </h3>
          <ol className="dealer-zip-filter__list">
            {listed.dealers.map((dealer) => {
              const adminId = listed.ids[dealer.companyID]
              return (
                <li key={dealer.companyID}>
                  {adminId !== undefined ? (
                    <a href={`/admin/collections/dealers/${encodeURIComponent(String(adminId))}`}>
                      {dealer.name}
                    </a>
                  ) : (
                    <span>{dealer.name}</span>
                  )}
                  <span className="dealer-zip-filter__meta">
                    {[dealer.place, dealer.distance, dealer.territory, dealer.tier]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </li>
              )
            })}
          </ol>
        </section>
      ) : null}
    </form>
  )
}
