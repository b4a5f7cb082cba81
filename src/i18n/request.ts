import { getRequestConfig } from 'next-intl/server'

import { isLocale } from '@/config/locales'

import { messagesFor } from './catalogue'
import { requestLocale } from './requestLocale'

/**
 * next-intl's request configuration (named in next.config.ts). The locale is the one setRequestLocale set for
 * this request (English by default), never read from headers, so pages keep their static rendering; a call that
 * names its own locale (`getTranslations({ locale: 'fr-CA', … })`, as the language switcher's words for each
 * language) gets that one.
 */
export default getRequestConfig(async ({ locale: asked }) => {
  const locale = isLocale(asked) ? asked : requestLocale()
  return { locale, messages: await messagesFor(locale), timeZone: 'America/New_York' }
})
