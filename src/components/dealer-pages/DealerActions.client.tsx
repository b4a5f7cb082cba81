'use client'

import { LOCATOR_MESSAGES } from '@/domain/locator/messages'
import { useMessages } from '@/i18n/useMessages.client'

import { BookingDialog } from '../lead-forms/BookingDialog.client'
import { ContactDealerDialog } from '../lead-forms/ContactDealerDialog.client'
import { useIsContacted } from '../profile/useProfile.client'

const ACTION = 'inline-flex h-11 items-center justify-center rounded-md px-4 font-semibold'

/** 'Connect with Dealer' and 'Book a visit' on a dealer's page: the same dialogs as the locator's card. */
export function DealerActions({ companyId, name }: { companyId: number; name: string }) {
  const contacted = useIsContacted(companyId)
  const t = useMessages('locator', LOCATOR_MESSAGES)
  const dealer = { companyId, name }
  return (
    <div className="flex flex-wrap gap-2">
      <ContactDealerDialog
        dealer={dealer}
        formId="dealer-page"
        connected={contacted}
        trigger={
          contacted ? (
            <button type="button" className={`${ACTION} cursor-not-allowed bg-line text-muted`}>
              {t('connected')}
            </button>
          ) : (
            <button
              type="button"
              // Named in full here: a visually hidden part is read after a space ('Connect with Dealer : …').
              aria-label={`${t('connectWithDealer')}${t('connectDealerName', { name })}`}
              className={`${ACTION} bg-accent-600 text-white hover:bg-accent-700`}
            >
              {t('connectWithDealer')}
            </button>
          )
        }
      />
      <BookingDialog
        dealer={dealer}
        formId="dealer-page-booking"
        trigger={
          <button
            type="button"
            aria-label={`${t('bookVisit')} ${t('bookVisitWith', { name })}`}
            className={`${ACTION} border border-brand-700 text-brand-700 hover:bg-brand-50`}
          >
            {t('bookVisit')}
          </button>
        }
      />
    </div>
  )
}
