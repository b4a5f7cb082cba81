'use client'

import { deferredIsland } from '../site/deferredIsland.client'

/*
 * A dealer's page and a city's directory page as their routes import them: their interactive parts as deferred
 * islands (site/deferredIsland.client.tsx). The server renders each into the HTML as usual; the browser loads an
 * island's code once it is on screen or the visitor points at, touches or focuses it (a press before then is
 * replayed), so the page's first load carries none of it: the dialogs' triggers, the badges' tooltips, the
 * opening status and the city's cards (the map's picture is dealer-map's LazyPosterMap).
 */
export const LazyDealerActions = deferredIsland(() =>
  import('./DealerActions.client').then((m) => m.DealerActions),
)
export const LazyOpeningStatus = deferredIsland(() =>
  import('./OpeningStatus.client').then((m) => m.OpeningStatus),
)
export const LazyBadgeList = deferredIsland(() =>
  import('../dealer-locator/BadgeList.client').then((m) => m.BadgeList),
)
export const LazyCityDealerCards = deferredIsland(() =>
  import('./CityDealerCards.client').then((m) => m.CityDealerCards),
)
