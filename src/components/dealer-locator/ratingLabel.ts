import { shownRating } from '@/domain/locator/stars'
import type { LocatorMessages } from '@/i18n/islandMessages'
import { intlTag } from '@/i18n/format'
import type { Translator } from '@/i18n/translator'

/** The stars' text equivalent in the page's language: 'Rated 4.5 out of 5', 'Note de 4,5 sur 5'. */
export const ratingLabel = (t: Translator<LocatorMessages>, rating: number): string =>
  t('rated', { rating: new Intl.NumberFormat(intlTag(t.locale)).format(shownRating(rating)) })
