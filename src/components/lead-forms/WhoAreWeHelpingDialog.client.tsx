'use client'

import { useState, type ReactNode } from 'react'

import { SUCCESS_TEXT } from '@/domain/leads/messages'

import { DialogContent, DialogRoot, DialogTrigger } from '../ui/Dialog.client'
import { ContactForm, type Recipient } from './ContactForm.client'
import type { Audience } from './submission/leadRequest'
import { SuccessMessage } from './SuccessMessage.client'
import { CHOICE_BUTTON, LINK_BUTTON } from './styles'
import { useFocusOnChange } from './useFocusOnChange.client'

export const WHO_TITLE = 'Who are we helping today?'

type Visitor = 'homeowner' | Audience

const VISITORS: ReadonlyArray<{ value: Visitor; label: string }> = [
  { value: 'homeowner', label: 'Homeowner' },
  { value: 'business', label: 'Business' },
  { value: 'contractor', label: 'Contractor' },
  { value: 'dealer', label: 'Dealer' },
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

  const onOpenChange = (open: boolean) => {
    if (!open) return
    setVisitor(null)
    setSent(false)
  }

  const success =
    visitor === 'homeowner' ? (
      <SuccessMessage text={SUCCESS_TEXT.dealer} />
    ) : (
      <SuccessMessage text={SUCCESS_TEXT.nonDealer} thanks={SUCCESS_TEXT.nonDealerThanks} />
    )

  return (
    <DialogRoot onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={WHO_TITLE} hideTitle={sent}>
        {sent ? (
          success
        ) : visitor === null ? (
          <ul className="grid gap-3 sm:grid-cols-2" aria-label="I am a">
            {VISITORS.map((v) => (
              <li key={v.value}>
                <button type="button" className={CHOICE_BUTTON} onClick={() => setVisitor(v.value)}>
                  {v.label}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <div ref={focusRef} tabIndex={-1} className="space-y-4 focus:outline-none">
            <p className="flex flex-wrap items-center gap-x-3">
              <span className="font-semibold">
                I am a {VISITORS.find((v) => v.value === visitor)?.label.toLowerCase()}
              </span>
              <button type="button" className={LINK_BUTTON} onClick={() => setVisitor(null)}>
                Change
              </button>
            </p>
            <ContactForm
              recipient={recipientFor(visitor)}
              formName="modal"
              formId={formId}
              label={WHO_TITLE}
              onSent={() => setSent(true)}
            />
          </div>
        )}
      </DialogContent>
    </DialogRoot>
  )
}

/** The button that opens 'Who are we helping today?'. */
export function WhoAreWeHelpingButton({ label = 'Contact us' }: { label?: string }) {
  return (
    <WhoAreWeHelpingDialog
      trigger={
        <button type="button" className={LINK_BUTTON}>
          {label}
        </button>
      }
    />
  )
}
