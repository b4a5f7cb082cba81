'use client'

import { useState, type ReactNode } from 'react'

import { useMessages } from '@/i18n/useMessages.client'

import { DialogContent, DialogRoot, DialogTrigger } from '../ui/Dialog.client'
import { ContactForm, type Recipient } from './ContactForm.client'
import { LEAD_FORM_MESSAGES } from './messages'
import type { Audience } from './submission/leadRequest'
import { SuccessMessage } from './SuccessMessage.client'
import { CHOICE_BUTTON, LINK_BUTTON } from './styles'
import { useFocusOnChange } from './useFocusOnChange.client'

type Visitor = 'homeowner' | Audience
type LeadFormKey = keyof typeof LEAD_FORM_MESSAGES

/** Who a visitor may be: the choice's words, and the line that recalls the choice. */
const VISITORS: ReadonlyArray<{ value: Visitor; label: LeadFormKey; chosen: LeadFormKey }> = [
  { value: 'homeowner', label: 'visitorHomeowner', chosen: 'iAmHomeowner' },
  { value: 'business', label: 'visitorBusiness', chosen: 'iAmBusiness' },
  { value: 'contractor', label: 'visitorContractor', chosen: 'iAmContractor' },
  { value: 'dealer', label: 'visitorDealer', chosen: 'iAmDealer' },
]

const recipientFor = (visitor: Visitor): Recipient =>
  visitor === 'homeowner' ? { to: 'local-dealer' } : { to: 'customer-service', audience: visitor }

/**
 * The dialog 'Who are we helping today?' (spec §2): the visitor says who they are and gets the form with the
 * modal form's messages. A homeowner's request goes to the nearest dealer for their zip; a business,
 * contractor or dealer reaches the brand's customer service.
 */
export function WhoAreWeHelpingDialog({
  trigger,
  formId = 'who-are-we-helping',
}: {
  trigger: ReactNode
  formId?: string
}) {
  const [visitor, setVisitor] = useState<Visitor | null>(null)
  const [sent, setSent] = useState(false)
  const focusRef = useFocusOnChange<HTMLDivElement>(visitor)
  const t = useMessages('leadForms', LEAD_FORM_MESSAGES)
  const chosen = VISITORS.find((v) => v.value === visitor)

  const onOpenChange = (open: boolean) => {
    if (!open) return
    setVisitor(null)
    setSent(false)
  }

  const success =
    visitor === 'homeowner' ? (
      <SuccessMessage text={t('successDealer')} />
    ) : (
      <SuccessMessage text={t('successNonDealer')} thanks={t('successNonDealerThanks')} />
    )

  return (
    <DialogRoot onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={t('whoTitle')} hideTitle={sent} closeLabel={t('close')}>
        {sent ? (
          success
        ) : visitor === null ? (
          <ul className="grid gap-3 sm:grid-cols-2" aria-label={t('whoChoices')}>
            {VISITORS.map((v) => (
              <li key={v.value}>
                <button type="button" className={CHOICE_BUTTON} onClick={() => setVisitor(v.value)}>
                  {t(v.label)}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <div ref={focusRef} tabIndex={-1} className="space-y-4 focus:outline-none">
            <p className="flex flex-wrap items-center gap-x-3">
              <span className="font-semibold">{chosen ? t(chosen.chosen) : null}</span>
              <button type="button" className={LINK_BUTTON} onClick={() => setVisitor(null)}>
                {t('change')}
              </button>
            </p>
            <ContactForm
              recipient={recipientFor(visitor)}
              formName="modal"
              formId={formId}
              label={t('whoTitle')}
              onSent={() => setSent(true)}
            />
          </div>
        )}
      </DialogContent>
    </DialogRoot>
  )
}

/** The button that opens 'Who are we helping today?' ('Contact us' in the page's language unless labelled). */
export function WhoAreWeHelpingButton({ label }: { label?: string }) {
  const t = useMessages('leadForms', LEAD_FORM_MESSAGES)
  return (
    <WhoAreWeHelpingDialog
      trigger={
        <button type="button" className={LINK_BUTTON}>
          {label ?? t('contactUs')}
        </button>
      }
    />
  )
}
