'use client'

import { deferredIsland } from '@/components/site/deferredIsland.client'

/* The hero's video: in the HTML from the server, its code loaded only once it is on screen. */
export const LazyHeroVideo = deferredIsland(() => import('./HeroVideo.client').then((m) => m.HeroVideo))
