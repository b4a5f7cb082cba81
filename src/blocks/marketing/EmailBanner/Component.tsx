import type React from 'react'
import { useId } from 'react'

import { LazyNewsletterForm as NewsletterForm } from '@/components/lead-forms/lazy.client'
import type { EmailBannerBlock } from '@/payload-types'
import { IslandLocale } from '@/i18n/IslandLocale'
import { requestLocale } from '@/i18n/requestLocale'

/**
 * A banner that signs visitors up for the newsletter: the same e-mail form, messages and submission as
 * the newsletter block (spec §5), in a light panel that keeps the form readable on any section colour.
 */
export const EmailBannerComponent: React.FC<EmailBannerBlock> = ({ heading, text }) => {
  const id = useId()
  return (
    <section
      aria-labelledby={id}
      className="grid gap-6 rounded-xl bg-brand-50 p-6 text-ink [--focus-ring:var(--color-brand-700)] [--heading-color:var(--color-brand-900)] sm:p-10 md:grid-cols-2 md:items-center md:gap-10"
    >
      <div className="flex flex-col gap-2">
        <h2 id={id} className="text-2xl font-bold sm:text-3xl">
          {heading}
        </h2>
        {text ? <p className="text-muted">{text}</p> : null}
      </div>
      <IslandLocale locale={requestLocale()} namespaces={['leadForms']}>
        <NewsletterForm formId="email-banner" />
      </IslandLocale>
    </section>
  )
}
