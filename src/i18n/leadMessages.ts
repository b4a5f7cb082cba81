import { ENGLISH_LEAD_MESSAGES, type LeadMessages } from '@/domain/leads/messages'
import { isLocale, type Locale } from '@/config/locales'

import es from './messages/es.json'
import fr from './messages/fr-CA.json'

/**
 * The lead forms' validation messages in each locale, for the schemas of domain/leads (which take a message set):
 * the form in the browser and the endpoint's 400 speak the same words. Small enough to load all three here.
 */
const LEAD_MESSAGES: Record<Locale, LeadMessages> = {
  en: ENGLISH_LEAD_MESSAGES,
  es: es.leadValidation,
  'fr-CA': fr.leadValidation,
}

export const leadMessagesFor = (locale: Locale): LeadMessages => LEAD_MESSAGES[locale]

/** The messages of a locale a request names (the forms send theirs with each lead); English otherwise. */
export const leadMessagesOf = (locale: unknown): LeadMessages =>
  leadMessagesFor(isLocale(locale) ? locale : 'en')
