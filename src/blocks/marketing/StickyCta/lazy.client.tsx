'use client'

import { deferredIsland } from '@/components/site/deferredIsland.client'

/* The sticky bar: in the HTML from the server (fixed in the window), its code loaded once it is on screen. */
export const LazyStickyCtaBar = deferredIsland(() => import('./StickyCta.client').then((m) => m.StickyCtaBar))
