import { MAP_MESSAGES } from '@/components/dealer-map/mapMessages'
import { LEAD_FORM_MESSAGES } from '@/components/lead-forms/messages'
import { CAROUSEL_MESSAGES } from '@/components/ui/carouselMessages'
import { ENGLISH_LEAD_MESSAGES, type LeadMessages } from '@/domain/leads/messages'
import { LOCATOR_MESSAGES } from '@/domain/locator/messages'
import { REBATES_MESSAGES } from '@/domain/rebates/messages'
import type { Locale } from '@/config/locales'

import type { IslandMessages } from './islandMessages'
import en from './messages/en.json'

/**
 * The interface's message catalogue: one JSON file per locale under messages/, namespaced by feature. The
 * English of the lead forms' validation is the specification's wording and lives with the rules that use it
 * (domain/leads/messages.ts, also the server's default); it joins the English catalogue here as
 * `leadValidation`, so every locale has the same namespaces and the Spanish and French files translate it.
 * The client islands' namespaces (`locator`, `leadForms`, `rebates`, `carousel`, `map`) join it the same way: their English is
 * the islands' default, kept beside their code so the browser never loads a JSON catalogue (islandMessages.ts).
 */
export type Messages = typeof en & IslandMessages & { leadValidation: LeadMessages }

export const ENGLISH: Messages = {
  ...en,
  locator: LOCATOR_MESSAGES,
  leadForms: LEAD_FORM_MESSAGES,
  rebates: REBATES_MESSAGES,
  carousel: CAROUSEL_MESSAGES,
  map: MAP_MESSAGES,
  leadValidation: ENGLISH_LEAD_MESSAGES,
}

const translations: Record<Exclude<Locale, 'en'>, () => Promise<Messages>> = {
  es: () => import('./messages/es.json').then((m) => m.default as Messages),
  'fr-CA': () => import('./messages/fr-CA.json').then((m) => m.default as Messages),
}

/** A locale's whole catalogue; only that locale's file is loaded. */
export async function messagesFor(locale: Locale): Promise<Messages> {
  return locale === 'en' ? ENGLISH : translations[locale]()
}

/** The namespaces `names` of a catalogue, for a client island that needs no more. */
export function pickNamespaces<K extends keyof Messages>(
  messages: Messages,
  names: readonly K[],
): Pick<Messages, K> {
  return Object.fromEntries(names.map((name) => [name, messages[name]])) as Pick<Messages, K>
}
