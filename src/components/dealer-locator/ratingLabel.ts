import type { Locale } from '@/config/locales'
import { shownRating } from '@/domain/locator/stars'
import type { LocatorMessages } from '@/i18n/islandMessages'
import { intlTag } from '@/i18n/format'
import type { Translator } from '@/i18n/translator'

/** A rating as the stars show it (to the half), written the locale's way: '4.5', '4,5'. */
export const ratingNumber = (rating: number, locale: Locale): string =>
  new Intl.NumberFormat(intlTag(locale)).format(shownRating(rating))

/** The stars' text equivalent in the page's language: 'Rated 4.5 out of 5', 'Note de 4,5 sur 5'. */
export const ratingLabel = (t: Translator<LocatorMessages>, rating: number): string =>
  t('rated', { rating: ratingNumber(rating, t.locale) })
