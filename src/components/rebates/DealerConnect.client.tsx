'use client'

import { useCallback, useRef, useState } from 'react'

import { REBATES_MESSAGES } from '@/domain/rebates/messages'
import { safeHref } from '@/domain/url'
import { useMessages } from '@/i18n/useMessages.client'

import { ContactDealerDialog } from '../lead-forms/ContactDealerDialog.client'
import { ConnectedDealers } from './ConnectedDealers.client'
import { ContactTrigger } from './ContactTrigger.client'
import { useNearbyDealers } from './useNearbyDealers.client'

export type DealerConnectProps = {
  zip: string
  brandName: string
  showCarousel: boolean
  dayIndex: number
  formId: string
  headingLevel: 'h2' | 'h3'
}

const FIND_DEALER_PATH = '/find-your-dealer/'

/**
 * After the rebate results: 'Contact a local {brand} dealer' opens the contact dialog for the nearest dealer;
 * once the form is sent the button hides and the chosen dealer's 'Congrats!' panel shows, with more dealers
 * in a carousel unless the block hides it (spec §2, §4). A zip no dealer serves gets a way to the locator.
 */
export function DealerConnect({
  zip,
  brandName,
  showCarousel,
  dayIndex,
  formId,
  headingLevel,
}: DealerConnectProps) {
  const dealers = useNearbyDealers(zip)
  const t = useMessages('rebates', REBATES_MESSAGES)
  const [sent, setSent] = useState(false)
  const congrats = useRef<HTMLHeadingElement>(null)
  const focusCongrats = useCallback(() => congrats.current?.focus(), [])

  if (dealers.status === 'loading')
    return <p className="text-muted">{t('findingDealer', { brand: brandName })}</p>
  // The failure is logged by the search (spec §8); the rebates above stay useful on their own.
  if (dealers.status === 'failed') return null
  if (dealers.status === 'none')
    return (
      <p className="rounded-lg border border-line bg-surface p-5">
        {t.rich('noDealer', {
          zip,
          search: (
            <a
              href={safeHref(FIND_DEALER_PATH) ?? '/'}
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              {t('searchDealers')}
            </a>
          ),
        })}
      </p>
    )

  const { nearest } = dealers
  return (
    <div className="flex flex-col gap-6">
      {sent ? (
        <ConnectedDealers
          chosen={nearest}
          others={dealers.others}
          showCarousel={showCarousel}
          brandName={brandName}
          zip={zip}
          dayIndex={dayIndex}
          formId={formId}
          headingLevel={headingLevel}
          headingRef={congrats}
        />
      ) : null}
      <div>
        <ContactDealerDialog
          dealer={{ companyId: nearest.data.companyID, name: nearest.data.name }}
          zipcode={zip}
          formId={formId}
          onSuccess={() => setSent(true)}
          trigger={
            <ContactTrigger done={sent} onDialogClosed={focusCongrats}>
              {t('contactDealer', { brand: brandName })}
            </ContactTrigger>
          }
        />
      </div>
    </div>
  )
}
