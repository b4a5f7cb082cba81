import { ENGLISH_MAP_WORDS } from './mapWords'

/**
 * The maps' words in English: the locator's map (a client island, through `useMessages('map', …)`) and a
 * dealer's map (a server component), the English of the catalogue's `map` namespace (joined in
 * i18n/catalogue.ts), which es.json and fr-CA.json translate. Only the locator's map loads them in the browser.
 */
export const MAP_MESSAGES = {
  show: 'Show map',
  hide: 'Hide map',
  hint: 'Each numbered pin opens the card with the same number in the list.',
  alt: '{count, plural, one {Map of the dealer shown, numbered as in the list} other {Map of the # dealers shown, numbered as in the list}}',
  name: 'Map of the dealers shown',
  pin: '{number}. {name}',
  pinDistance: '{number}. {name}, {distance}',
  dealerAlt: 'Map: {name}',
  dealerName: 'Map of {name}',
  ...ENGLISH_MAP_WORDS,
}
