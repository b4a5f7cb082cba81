'use client'

import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useRef } from 'react'

import { applyFilters, type FilterKey } from '@/domain/locator/filters'
import { DEFAULT_RADIUS_MILES } from '@/domain/dealers/constants'
import { FIRST_VIEW } from '@/domain/locator/locatorQuery'
import { FIND_MORE_PATH, LOCATOR_MESSAGES, type ZeroResultVariant } from '@/domain/locator/messages'
import { clampPage, LOCATOR_PAGE_SIZE, pageItems, totalPages } from '@/domain/locator/pagination'
import { cardNumber } from '@/domain/map/pins'
import { useMessages } from '@/i18n/useMessages.client'

import { LocatorMapToggle } from '../dealer-map/LocatorMapToggle.client'
import { QueryProvider } from '../providers/QueryProvider.client'
import { useSite } from '../site/SiteContext.client'
import { ZipBox } from '../site/ZipBox.client'
import { Pagination } from '../ui/Pagination.client'
import { ChangeLocationDialog } from './ChangeLocationDialog.client'
import { DealerCard } from './DealerCard.client'
import { FartherAway } from './FartherAway'
import { FilterPanel } from './FilterPanel.client'
import { showView, useLocatorView } from './locatorAddress.client'
import { SearchOptions } from './SearchOptions.client'
import { CARD_MIN_HEIGHT, DealerGrid, DealerGridSkeleton } from './DealerGrid'
import { useToday } from './useToday.client'
import { useDealerResults, type InitialResults } from './useDealerResults.client'
import { ZeroResults } from './ZeroResults'

export type DealerLocatorProps = {
  initial: InitialResults | null
  zeroVariant: ZeroResultVariant
  /** Offers a zip box while no zip is known (off when the page has its own zip box). */
  showZipBox?: boolean
  brandName: string
  supportPhone: string
  /** The site setting's search radius in miles (the radius select's default). */
  radiusMiles?: number
  /** Date#getDay on the server, so the first render matches; the browser's own day follows. */
  dayIndex: number
  formId?: string
}

/** The dealer locator (spec §2–§4): results of the site zip, filters, pages of three, cards. */
export function DealerLocator(props: DealerLocatorProps) {
  return (
    <QueryProvider>
      <Locator {...props} />
    </QueryProvider>
  )
}

function Locator({
  initial,
  zeroVariant,
  showZipBox = true,
  brandName,
  supportPhone,
  radiusMiles = DEFAULT_RADIUS_MILES,
  dayIndex: serverDay,
  formId,
}: DealerLocatorProps) {
  const site = useSite()
  const t = useMessages('locator', LOCATOR_MESSAGES)
  // The page, filters, sort and radius are the address's (?page=, ?filter=, ?sort=, ?radius=): a reload, a
  // link, Back and Forward keep them.
  const view = useLocatorView(initial?.view ?? FIRST_VIEW)
  const results = useDealerResults(initial, view)
  // The zero-result link leads to /find-a-dealer/: there it would lead to itself.
  const pathname = usePathname()
  const onFindMorePage = (pathname ?? '').replace(/\/?$/, '/') === FIND_MORE_PATH
  const filters = view.filters
  const dayIndex = useToday(serverDay)
  // The locator's own zip box gives way to the results once a zip is known: focus moves to their summary
  // instead of being lost with the box.
  const focusSummary = useRef(false)
  const summaryRef = useCallback((element: HTMLParagraphElement | null) => {
    if (element && focusSummary.current) {
      focusSummary.current = false
      element.focus()
    }
  }, [])

  const zip = results.status === 'ready' || results.status === 'loading' ? results.zip : null
  const all = results.status === 'ready' ? results.dealers : []
  const filtered = applyFilters(all, filters)
  const pages = totalPages(filtered.length)
  // A page past the last (an old link, fewer dealers now) shows the last.
  const page = clampPage(view.page, pages)
  const shown = pageItems(filtered, page)
  const single = results.status === 'ready' && results.mode === 'single'
  // A page turned with the pagination below the cards starts at its range ('Showing 4-6 of 30'): focus and
  // the window move there, or a phone visitor is left a screen or more below the new first card.
  const range = useRef<HTMLParagraphElement>(null)
  const focusRange = useRef(false)
  // A turned page is a new history entry, so Back returns to the page before; a new zip starts at the first.
  const turnPage = (next: number) => {
    if (next === page) return
    focusRange.current = true
    showView({ ...view, page: next }, zip, 'push')
  }
  useEffect(() => {
    if (!focusRange.current) return
    focusRange.current = false
    range.current?.focus({ preventScroll: true })
    range.current?.scrollIntoView({ block: 'start' })
  }, [view])
  // Each filter switched sends the list back to its first page (spec §4), in place of the current entry.
  const onFilter = (key: FilterKey, on: boolean) =>
    showView({ ...view, page: 1, filters: { ...filters, [key]: on } }, zip, 'replace')
  // A sort or radius chosen is a new history entry (Back restores the one before) and starts at page 1.
  const choose = (change: Partial<typeof view>) => showView({ ...view, page: 1, ...change }, zip, 'push')
  // 'Showing x-y of n' (spec §4), n being the filtered count.
  const rangeOf = (current: number, count: number) => {
    if (count === 0) return t('rangeEmpty')
    const first = (current - 1) * LOCATOR_PAGE_SIZE + 1
    return t('range', { first, last: Math.min(first + LOCATOR_PAGE_SIZE - 1, count), total: count })
  }
  const farther = all.length > 0 && all.every((dealer) => dealer.searchInfo?.kind === 'nearest')

  return (
    <div className="flex flex-col gap-6" data-locator-status={results.status}>
      {showZipBox && (results.status === 'idle' || results.status === 'failed') ? (
        <ZipBox withLocation onSubmitted={() => (focusSummary.current = true)} />
      ) : null}
      {zip && !single ? (
        <div className="relative flex flex-wrap items-center justify-between gap-3">
          <p ref={summaryRef} tabIndex={-1} className="text-lg focus:outline-none">
            {t.rich('dealersNear', { zip: <span className="font-bold">{zip}</span> })}{' '}
            <ChangeLocationDialog />
          </p>
          {all.length ? <FilterPanel filters={filters} onChange={onFilter} /> : null}
        </div>
      ) : null}
      {zip && !single && results.status !== 'failed' ? (
        <SearchOptions
          sort={view.sort}
          radius={view.radius}
          defaultRadius={radiusMiles}
          onSort={(sort) => choose({ sort })}
          onRadius={(radius) => choose({ radius })}
        />
      ) : null}
      {results.status === 'loading' ? <DealerGridSkeleton label={t('loadingDealers')} /> : null}
      {results.status === 'ready' && results.mode === 'search' && all.length === 0 && zip ? (
        <ZeroResults
          variant={zeroVariant}
          zip={zip}
          supportPhone={supportPhone}
          onFindMorePage={onFindMorePage}
          t={t}
        />
      ) : null}
      {farther && zip ? <FartherAway zip={zip} supportPhone={supportPhone} t={t} /> : null}
      {all.length > 0 && filtered.length === 0 ? (
        <div role="status" className="rounded-lg border border-line bg-surface p-6">
          <p className="font-bold">{t('noMatchTitle')}</p>
          <p className="mt-1">{t('noMatchHint')}</p>
        </div>
      ) : null}
      {shown.length ? (
        <>
          {/* 'Show map': the page's dealers on a map above the cards, numbered as the cards are (docs/map.md). */}
          {single ? null : (
            <LocatorMapToggle
              dealers={shown}
              firstNumber={cardNumber(page, 0)}
              zip={zip}
              serverOpen={initial?.mapOpen ?? false}
            />
          )}
          {single ? null : (
            <p ref={range} tabIndex={-1} aria-live="polite" className="scroll-mt-4 text-sm text-muted">
              {rangeOf(page, filtered.length)}
            </p>
          )}
          <DealerGrid>
            {shown.map((dealer, index) => (
              <li key={dealer.data.companyID} className={CARD_MIN_HEIGHT}>
                <DealerCard
                  dealer={dealer}
                  brandName={brandName}
                  zip={zip}
                  dayIndex={dayIndex}
                  reviewsAllowed={!site.infoEndpoint}
                  reviewsBase={site.reviewsBase}
                  formId={formId}
                  number={single ? undefined : cardNumber(page, index)}
                />
              </li>
            ))}
          </DealerGrid>
          <Pagination
            page={page}
            totalPages={pages}
            onChange={turnPage}
            label={t('resultsPages')}
            words={{
              previous: t('pagePrevious'),
              previousFull: t('pagePreviousFull'),
              next: t('pageNext'),
              nextFull: t('pageNextFull'),
              page: (n) => t('pageNumber', { n }),
            }}
          />
        </>
      ) : null}
    </div>
  )
}
