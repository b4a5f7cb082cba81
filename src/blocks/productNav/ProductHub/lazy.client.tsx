'use client'

import { deferredIsland } from '@/components/site/deferredIsland.client'

/* The hub's jump list: in the HTML from the server, its code loaded only once it is on screen. */
export const LazyHubJump = deferredIsland(() => import('./HubJump.client').then((m) => m.HubJump))
