'use client'

import { useState } from 'react'

import { REBATES_MESSAGES } from '@/domain/rebates/messages'
import { useMessages } from '@/i18n/useMessages.client'

import { pushDataLayer } from '../analytics/dataLayer'
import { useToday } from '../dealer-locator/useToday.client'
import { QueryProvider } from '../providers/QueryProvider.client'
import { DealerConnect } from './DealerConnect.client'
import { RebateResults } from './RebateResults'
import { RebateZipForm } from './RebateZipForm.client'
import { Spinner } from './Spinner'
import { useRebateSearch } from './useRebateSearch.client'

export type RebateSavingsProps = {
  brandName: string
  /** Where the rebate provider answers: this site's /api/v1 unless the site settings name another. */
  rebatesBase: string
  /** The block's hide_slider flag equals '1'. */
  hideSlider: boolean
  /** Date#getDay on the server, for the dealer cards' hours; the browser's own day follows. */
  dayIndex: number
  /** h3 under the block's own title, h2 when the block has none. */
  headingLevel: 'h2' | 'h3'
  formId?: string
}

/** The rebate savings island (spec §2, §4): zip box, spinner, results or a message, then a local dealer. */
export function RebateSavings(props: RebateSavingsProps) {
  return (
    <QueryProvider>
      <Savings {...props} />
    </QueryProvider>
  )
}

function Savings({
  brandName,
  rebatesBase,
  hideSlider,
  dayIndex: serverDay,
  headingLevel,
  formId = 'rebate-savings',
}: RebateSavingsProps) {
  const [zip, setZip] = useState<string | null>(null)
  const [search, searchAgain] = useRebateSearch(rebatesBase, zip)
  const dayIndex = useToday(serverDay)
  const t = useMessages('rebates', REBATES_MESSAGES)

  const onSearch = (next: string) => {
    if (next === zip && search.status === 'failed') searchAgain()
    setZip(next)
    pushDataLayer('ecorebates-search', { form_id: formId, zipcode: next })
  }

  return (
    <div className="flex flex-col gap-6" data-rebate-status={search.status}>
      <RebateZipForm onSearch={onSearch} busy={search.status === 'loading'} t={t} />
      {search.status === 'loading' ? <Spinner label={t('lookingUp', { zip: search.zip })} /> : null}
      {search.status === 'failed' ? (
        <p role="alert" className="rounded-lg border border-accent-600 bg-white p-5 text-accent-700">
          {t('error')}
        </p>
      ) : null}
      {search.status === 'ready' ? (
        <>
          <RebateResults result={search.result} headingLevel={headingLevel} t={t} />
          <DealerConnect
            key={search.zip}
            zip={search.zip}
            brandName={brandName}
            showCarousel={!hideSlider}
            dayIndex={dayIndex}
            formId={formId}
            headingLevel={headingLevel}
          />
        </>
      ) : null}
    </div>
  )
}
