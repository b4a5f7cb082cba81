import { useTranslations } from 'next-intl'
import type React from 'react'
import { useId } from 'react'

import type { CustomerServicePhoneCardBlock } from '@/payload-types'

import { FOCUS_RING } from '../../_core/shared/styles'
import { type SupportContact, supportContact } from '../../_core/shared/supportContact'
import type { SiteSettingsAnswer } from '../../_core/data'

const PHONE = `inline-flex min-h-11 items-center gap-2 rounded-md text-2xl font-bold text-brand-700 underline decoration-2 underline-offset-4 hover:text-brand-900 ${FOCUS_RING}`

function PhoneIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 shrink-0" fill="none">
      <path
        d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/**
 * The customer service phone number as a large tel: link with the support hours. Both are the site's (Site
 * settings, read as the customer service card reads them), so one edit changes every card.
 */
export const CustomerServicePhoneCardComponent: React.FC<
  CustomerServicePhoneCardBlock & SiteSettingsAnswer
> = ({ title, text, data: { settings } }) => (
  <PhoneCard title={title} text={text} contact={supportContact(settings)} />
)

function PhoneCard({
  title,
  text,
  contact,
}: {
  title: string
  text?: string | null
  contact: SupportContact
}) {
  const t = useTranslations('blocks.phoneCard')
  const id = useId()
  return (
    <section
      aria-labelledby={id}
      className="flex max-w-md flex-col gap-3 rounded-lg border border-line bg-white p-6 text-ink [--focus-ring:var(--color-brand-700)] [--heading-color:var(--color-brand-900)]"
    >
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      {text ? <p>{text}</p> : null}
      {contact.phoneHref ? (
        <a href={contact.phoneHref} className={PHONE}>
          <PhoneIcon />
          {contact.phone}
        </a>
      ) : (
        <p className="text-2xl font-bold">{contact.phone}</p>
      )}
      <ul aria-label={t('hours')} className="text-muted">
        {contact.hours.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  )
}
