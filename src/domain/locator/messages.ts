/** The locator's visitor-facing texts (spec §8), word for word where the specification gives them. */
import { OUTSIDE_AREA_MESSAGE, ZIP_BOX_MESSAGES, ZIP_HINT } from './zipBoxMessages'

export { OUTSIDE_AREA_MESSAGE, ZIP_BOX_MESSAGES, ZIP_HINT }
export const NO_MATCH_TITLE = 'Sorry, we can’t find any dealers to match your request.'
export const NO_MATCH_HINT = 'You can try adjusting your filters for better results.'
export const FIND_MORE_PATH = '/find-a-dealer/'
export const FIND_MORE_LABEL = 'Find more dealers'
export const NO_DEALERS_SUPPORT_HOURS = 'Mon-Fri 7am-5pm CST'

export const zeroDealersTitle = (zip: string): string => `We found 0 dealers servicing near ${zip}`

export type ZeroResultVariant = 'standard' | 'support' | 'short'

/** Beyond the specification (docs/locator-search.md): the nearest dealers when none serves the zip. */
export const fartherAwayTitle = (zip: string): string =>
  `No dealer serves ${zip} yet. These are the nearest, farther away:`
export const CUSTOMER_SERVICE_INTRO = 'Or call our customer service team at'

/** The zero-result variants' link would lead to the page the visitor is on: what they offer there instead. */
export const SEARCH_AGAIN_HINT =
  'Try a nearby zip code or a city, such as ‘Springfield, IL’, in the search box.'

/**
 * The locator's words in English: the `locator` namespace of the catalogue (src/i18n), which es.json and
 * fr-CA.json translate, and the default of the locator's components. ICU messages: `{zip}` an argument,
 * `{count, plural, …}` a count (the browser's formatter, src/i18n/icu.ts, handles this subset).
 */
export const LOCATOR_MESSAGES = {
  // The stars' text equivalent and the results' page buttons.
  rated: 'Rated {rating} out of 5',
  pagePrevious: 'Prev',
  pagePreviousFull: 'Previous page',
  pageNext: 'Next',
  pageNextFull: 'Next page',
  pageNumber: 'Page {n}',
  ...ZIP_BOX_MESSAGES,
  distanceAway: '{distance} away',
  reviewCount: '{count, plural, one {# review} other {# reviews}}',
  dealerCount: '{count, plural, =0 {No dealers} one {# dealer} other {# dealers}} near {zip}',
  googleReviews: '{count, plural, one {{count} Google Review} other {{count} Google Reviews}}',
  dealersNear: 'Dealers near {zip}',
  changeLocation: 'Change Location',
  changeLocationHint: 'Enter a zip or postal code to see dealers near it.',
  noMatchTitle: NO_MATCH_TITLE,
  noMatchHint: NO_MATCH_HINT,
  resultsPages: 'Dealer results pages',
  range: 'Showing {first}-{last} of {total}',
  rangeEmpty: 'Showing 0 of 0',
  loadingDealers: 'Loading dealers',
  zeroTitle: 'We found 0 dealers servicing near {zip}',
  zeroNote: 'The zip code may be mistyped, or there are no dealers in this area yet.',
  zeroSupportTitle: 'Thank you for your interest',
  zeroSupportBody:
    'We couldn’t find a provider servicing {zip}, but our experts work with dealers in neighbouring zip codes and can help you find one.',
  zeroSupportCall: 'Call us at {phone}, {hours}.',
  supportHours: NO_DEALERS_SUPPORT_HOURS,
  noDealersNear: 'No dealers found near {zip}.',
  findMore: FIND_MORE_LABEL,
  searchAgainHint: SEARCH_AGAIN_HINT,
  customerServiceLine: `${CUSTOMER_SERVICE_INTRO} {phone}, {hours}.`,
  fartherAway: 'No dealer serves {zip} yet. These are the nearest, farther away:',
  sliderZipLabel: 'Enter your zip or postal code to see dealers near you',
  sliderTryAnother: 'Try another zip code or a city',
  sortBy: 'Sort by',
  sortDistance: 'Distance',
  sortRating: 'Rating',
  sortReviews: 'Number of reviews',
  within: 'Within',
  radiusOption: '{count, plural, one {# mile} other {# miles}}',
  filters: 'Filters',
  filtersOn: '{count, plural, one {filter on} other {filters on}}',
  filtersLegend: 'Show only dealers with',
  badges: 'Badges',
  badgeCustomerCare: 'Customer Care Dealer',
  badgeCustomerCareInfo: 'Meets {brand}’s customer care standards for service and follow-up.',
  badgeComfortSpecialist: '{brand} Comfort Specialist',
  badgeComfortSpecialistInfo: 'Trained and certified on {brand} systems.',
  badgeEmergency: '24/7 Emergency Service',
  badgeEmergencyInfo: 'Answers emergency calls day and night, every day of the year.',
  badgeNate: 'NATE Certified',
  badgeNateInfo: 'Technicians certified by North American Technician Excellence.',
  badgeCharter: 'Charter Member',
  badgeCharterInfo: 'A member of the dealer program since {since}; the program started in {start}.',
  badgeRemoteDiagnostics: 'Remote Diagnostics',
  badgeRemoteDiagnosticsInfo: 'Can check a connected system remotely before a visit.',
  badgeDiagnostics: 'Diagnostics',
  badgeDiagnosticsInfo: 'Offers diagnostics for connected home systems.',
  badgeFinancing: 'Financing',
  badgeFinancingInfo: 'Offers financing for new systems, subject to credit approval.',
  badgeLeasing: 'Leasing',
  badgeLeasingInfo: 'Offers a monthly lease instead of buying the system.',
  callDealer: 'Call {name} at',
  directions: 'Directions',
  directionsTo: 'to {name} (opens in a new tab)',
  connected: 'Connected',
  connectWithDealer: 'Connect with Dealer',
  connectDealerName: ': {name}',
  bookVisit: 'Book a visit',
  bookVisitWith: 'with {name}',
  today: 'Today:',
  seeAllHours: 'See all hours',
  closed: 'Closed',
  openAllDay: 'Open 24 hours',
  reviewsTitle: '{name} Reviews',
  loadingReviews: 'Loading reviews…',
  reviewsUnavailable: 'Reviews are not available right now.',
  reviewsShowing: 'Showing {shown} of {total} reviews',
  ownerResponse: 'Response from the owner',
  loadingMore: 'Loading…',
  seeMore: 'See More',
  close: 'Close',
} as const
