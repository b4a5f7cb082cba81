import { getRequestConfig } from 'next-intl/server'

import { messagesFor } from './catalogue'
import { requestLocale } from './requestLocale'

/**
 * next-intl's request configuration (named in next.config.ts). The locale is the one setRequestLocale set for
 * this request (English by default), never read from headers, so pages keep their static rendering.
 */
export default getRequestConfig(async () => {
  const locale = requestLocale()
  return { locale, messages: await messagesFor(locale), timeZone: 'America/New_York' }
})
