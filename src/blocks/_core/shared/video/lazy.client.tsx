'use client'

import { deferredIsland } from '@/components/site/deferredIsland.client'

/* The video's facade: in the HTML from the server, its code loaded only once it is on screen. */
export const LazyVideoFacade = deferredIsland(() => import('./VideoFacade.client').then((m) => m.VideoFacade))
