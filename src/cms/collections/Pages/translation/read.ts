import type { Payload } from 'payload'

import { translationState, type LocaleState } from './state'

/**
 * A page's translation state from its latest draft, each language read without falling back to English (a
 * fallback would make every language look written). Undefined for a page not found.
 */
export async function readTranslationState(
  payload: Payload,
  id: number | string,
): Promise<LocaleState[] | undefined> {
  const page = await payload.findByID({
    collection: 'pages',
    id,
    locale: 'all',
    fallbackLocale: false,
    draft: true,
    trash: true,
    depth: 0,
    select: { title: true, layout: true },
    overrideAccess: true,
    disableErrors: true,
  })
  if (!page) return undefined
  // With locale 'all' each localized field holds every language's value.
  return translationState(page as unknown as Parameters<typeof translationState>[0])
}
