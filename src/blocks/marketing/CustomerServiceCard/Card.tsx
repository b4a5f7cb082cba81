import { useTranslations } from 'next-intl'
import { useId } from 'react'

import { TEXT_LINK } from '../../_core/shared/styles'
import { ActionLink } from '../../_core/shared/ActionLink'
import { CONTACT_DEALER_PATH, type SupportContact } from '../../_core/shared/supportContact'

type Props = { title: string; text?: string | null; contact: SupportContact }

/**
 * The help card. It keeps its own light palette (text, headings and focus ring) so it stays readable when
 * an editor puts it on a dark section.
 */
export function CustomerServiceCard({ title, text, contact }: Props) {
  const t = useTranslations('blocks.customerService')
  const id = useId()
  const paragraphs = (text ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
  return (
    <section
      aria-labelledby={id}
      className="flex max-w-xl flex-col gap-4 rounded-lg border border-line bg-surface p-6 text-ink [--focus-ring:var(--color-brand-700)] [--heading-color:var(--color-brand-900)] sm:p-8"
    >
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      {paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t('phone')}</dt>
        <dd>
          {contact.phoneHref ? (
            <a href={contact.phoneHref} className={TEXT_LINK}>
              {contact.phone}
            </a>
          ) : (
            contact.phone
          )}
        </dd>
        <dt className="font-semibold">{t('hours')}</dt>
        {contact.hours.map((line) => (
          <dd key={line}>{line}</dd>
        ))}
      </dl>
      <div>
        <ActionLink href={CONTACT_DEALER_PATH} label={t('contactDealer')} />
      </div>
    </section>
  )
}
