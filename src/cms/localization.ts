import type { LocalizationConfig } from 'payload'

import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES } from '../config/locales'

/**
 * The content's languages (config/locales.ts): each named in itself in the admin's locale menu. A text not yet
 * translated reads as the English one (`fallback`), so a page shows whole in every language from the start.
 * A read without a locale is an English read.
 */
export const cmsLocalization: LocalizationConfig = {
  locales: LOCALES.map((code) => ({ code, label: LOCALE_NAMES[code] })),
  defaultLocale: DEFAULT_LOCALE,
  fallback: true,
}
