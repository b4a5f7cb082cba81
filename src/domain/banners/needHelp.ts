/**
 * The need-help banner's three languages (spec §2): the words shown when the editor writes none, and the
 * customer-care hours each audience is given (spec §9).
 */

export const NEED_HELP_LANGUAGES = ['en', 'es', 'fr'] as const
export type NeedHelpLanguage = (typeof NEED_HELP_LANGUAGES)[number]

type NeedHelpCopy = {
  /** The language's own name, shown beside its flag. */
  languageName: string
  text: string
  hours: string
}

export const NEED_HELP_COPY: Record<NeedHelpLanguage, NeedHelpCopy> = {
  en: {
    languageName: 'English',
    text: 'Need help? Call customer service',
    hours: 'Mon-Fri 8 am to 5 pm CT',
  },
  es: {
    languageName: 'Español',
    text: '¿Necesita ayuda? Llame a servicio al cliente',
    hours: 'De lunes a viernes, de 8 a. m. a 5 p. m. (hora del centro)',
  },
  fr: {
    languageName: 'Français',
    text: 'Besoin d’aide? Appelez le service à la clientèle',
    hours: 'Du lundi au vendredi, de 8 h à 18 h (HNC)',
  },
}

export const isNeedHelpLanguage = (value: unknown): value is NeedHelpLanguage =>
  typeof value === 'string' && (NEED_HELP_LANGUAGES as readonly string[]).includes(value)

/** The banner's words: the editor's where written, the language's defaults otherwise (English if unknown). */
export function needHelpCopy(
  language: string | null | undefined,
  written: { text?: string | null; hours?: string | null } = {},
): NeedHelpCopy & { language: NeedHelpLanguage } {
  const lang = isNeedHelpLanguage(language) ? language : 'en'
  const copy = NEED_HELP_COPY[lang]
  return {
    language: lang,
    languageName: copy.languageName,
    text: written.text?.trim() || copy.text,
    hours: written.hours?.trim() || copy.hours,
  }
}
