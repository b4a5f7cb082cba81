/**
 * The carousel's words in English: its default, so English pages need nothing more, and the English of the
 * catalogue's `carousel` namespace (joined in i18n/catalogue.ts), which es.json and fr-CA.json translate. A
 * server component passes a locale's words as the `words` prop; an island takes them from LocaleProvider.
 */
export const CAROUSEL_MESSAGES = {
  carousel: 'carousel',
  slide: 'slide',
  position: '{n} of {total}',
  previous: 'Previous slide',
  next: 'Next slide',
  goTo: 'Go to slide {n}',
  start: 'Start automatic slides',
  stop: 'Stop automatic slides',
}

export type CarouselMessages = { [K in keyof typeof CAROUSEL_MESSAGES]: string }

/** A carousel message with its plain arguments ({n}, {total}) filled in, as icu.ts writes a plain argument. */
export const fillIn = (message: string, args: Record<string, number>): string =>
  message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in args ? String(args[name]) : whole))
