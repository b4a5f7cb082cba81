'use client'

import { ENGLISH_LEAD_MESSAGES } from '@/domain/leads/messages'
import { type FormSchemas, formSchemasFor } from '@/domain/leads/schemas'

import { useLocaleContext } from './LocaleProvider.client'

/**
 * The lead forms' schemas in the page's language (the same rules, the locale's words). Apart from
 * LocaleProvider, so the provider stays free of zod and of the English messages.
 */
export function useFormSchemas(): FormSchemas {
  return formSchemasFor(useLocaleContext().leadMessages ?? ENGLISH_LEAD_MESSAGES)
}
