import type React from 'react'
import { useId } from 'react'

import { LazyNewsletterForm as NewsletterForm } from '@/components/lead-forms/lazy.client'
import type { NewsletterBlock } from '@/payload-types'
import { IslandLocale } from '@/i18n/IslandLocale'
import { requestLocale } from '@/i18n/requestLocale'

/** A newsletter sign-up: a heading, an optional sentence, and the e-mail form (content spec §5). */
export const NewsletterComponent: React.FC<NewsletterBlock> = ({ heading, text }) => {
  const id = useId()
  return (
    <section aria-labelledby={id} className="mx-auto max-w-2xl space-y-3">
      <h2 id={id} className="text-2xl font-bold">
        {heading}
      </h2>
      {text ? <p>{text}</p> : null}
      <IslandLocale locale={requestLocale()} namespaces={['leadForms']}>
        <NewsletterForm />
      </IslandLocale>
    </section>
  )
}
