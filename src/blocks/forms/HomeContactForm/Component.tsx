import { useTranslations } from 'next-intl'
import type React from 'react'

import {
  LazyHomeContactForm as HomeContactForm,
  LazyWhoAreWeHelpingButton as WhoAreWeHelpingButton,
} from '@/components/lead-forms/lazy.client'
import type { HomeContactFormBlock } from '@/payload-types'
import { IslandLocale } from '@/i18n/IslandLocale'
import { requestLocale } from '@/i18n/requestLocale'

/**
 * The home page's two-step contact form: a topic, then the contact fields for the local dealer. Visitors
 * who are not homeowners can open 'Who are we helping today?' instead.
 */
export const HomeContactFormComponent: React.FC<HomeContactFormBlock> = ({ intro, offerOtherVisitors }) => {
  const t = useTranslations('blocks.homeContact')
  return (
    <IslandLocale locale={requestLocale()} namespaces={['leadForms']}>
      <div className="mx-auto max-w-3xl space-y-4">
        {intro ? <p className="text-lg">{intro}</p> : null}
        <HomeContactForm />
        {offerOtherVisitors ? (
          <p className="flex flex-wrap items-center gap-x-2">
            <span>{t('otherVisitors')}</span>
            <WhoAreWeHelpingButton label={t('contactService')} />
          </p>
        ) : null}
      </div>
    </IslandLocale>
  )
}
