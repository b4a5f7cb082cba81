'use client'

import { deferredIsland } from '../site/deferredIsland.client'

/**
 * The map's picture as a server component's child (a dealer's page): a deferred island, so its button's code
 * loads once the picture is on screen or pressed (a press before then is replayed), not with the page.
 */
export const LazyPosterMap = deferredIsland(() => import('./PosterMap.client').then((m) => m.PosterMap))
