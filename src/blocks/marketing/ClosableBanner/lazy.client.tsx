'use client'

import { deferredIsland } from '@/components/site/deferredIsland.client'

/* The banner: in the HTML from the server, its code loaded only once it is on screen. */
export const LazyClosableBanner = deferredIsland(() =>
  import('./ClosableBanner.client').then((m) => m.ClosableBanner),
)
