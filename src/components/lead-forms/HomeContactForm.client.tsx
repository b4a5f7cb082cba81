'use client'

import { useEffect, useId, useState } from 'react'

import { TOPICS, type Topic } from '@/domain/leads/topics'
import { useMessages } from '@/i18n/useMessages.client'

import { useSite } from '../site/SiteContext.client'
import { ContactForm } from './ContactForm.client'
import { LEAD_FORM_MESSAGES, TOPIC_LABELS } from './messages'
import { CHOICE_BUTTON, LINK_BUTTON } from './styles'
import { useFocusOnChange } from './useFocusOnChange.client'

/** Spec §9: the Thank-you card hides after 5 seconds. */
export const THANK_YOU_MS = 5000

type Step = 'topic' | 'contact' | 'thanks'

const HEADING = 'text-2xl font-bold text-brand-900 focus:outline-none'

/**
 * The home page's two-step form (spec §4): step 1 'What do you need help with?' offers the four topics;
 * choosing one opens step 2 'Contact your local dealer' (with 'Back to previous step', entries kept), whose
 * request goes to the nearest dealer for the zip typed; then a Thank-you card for 5 seconds, and a fresh form.
 */
export function HomeContactForm({ formId = 'home-contact' }: { formId?: string }) {
  const [step, setStep] = useState<Step>('topic')
  const [topic, setTopic] = useState<Topic | undefined>()
  const [round, setRound] = useState(0)
  const headingRef = useFocusOnChange<HTMLHeadingElement>(step)
  const id = useId()
  const siteZip = useSite().zip
  const t = useMessages('leadForms', LEAD_FORM_MESSAGES)

  useEffect(() => {
    if (step !== 'thanks') return
    const timer = setTimeout(() => {
      setStep('topic')
      setTopic(undefined)
      setRound((r) => r + 1)
    }, THANK_YOU_MS)
    return () => clearTimeout(timer)
  }, [step])

  return (
    <div className="rounded-lg border border-line bg-white p-5 text-ink shadow-sm sm:p-8">
      {step === 'topic' ? (
        <section aria-labelledby={`${id}-topic`}>
          <h2 id={`${id}-topic`} ref={headingRef} tabIndex={-1} className={HEADING}>
            {t('homeTopicTitle')}
          </h2>
          <ul className="mt-5 grid gap-3 sm:grid-cols-2">
            {TOPICS.map((topicChoice) => (
              <li key={topicChoice.value}>
                <button
                  type="button"
                  className={CHOICE_BUTTON}
                  aria-pressed={topic === topicChoice.value}
                  onClick={() => {
                    setTopic(topicChoice.value)
                    setStep('contact')
                  }}
                >
                  {t(TOPIC_LABELS[topicChoice.value])}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {step === 'thanks' ? (
        <div role="status" className="space-y-2">
          <h2 ref={headingRef} tabIndex={-1} className={HEADING}>
            {t('homeThanks')}
          </h2>
          <p className="text-lg">{t('successDealer')}</p>
        </div>
      ) : null}
      {/* Step 2 stays mounted behind step 1, so going back keeps what was typed. */}
      {topic ? (
        <section aria-labelledby={`${id}-contact`} hidden={step !== 'contact'} className="space-y-4">
          <h2
            id={`${id}-contact`}
            ref={step === 'contact' ? headingRef : undefined}
            tabIndex={-1}
            className={HEADING}
          >
            {t('homeContactTitle')}
          </h2>
          <button type="button" className={LINK_BUTTON} onClick={() => setStep('topic')}>
            <span aria-hidden="true">←</span> {t('homeBack')}
          </button>
          <ContactForm
            key={round}
            recipient={{ to: 'local-dealer' }}
            formName="home"
            topic={topic}
            formId={formId}
            zipcode={siteZip ?? undefined}
            label={t('homeContactTitle')}
            onSent={() => setStep('thanks')}
          />
        </section>
      ) : null}
    </div>
  )
}
