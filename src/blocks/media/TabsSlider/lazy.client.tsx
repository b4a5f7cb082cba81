'use client'

import { deferredIsland } from '@/components/site/deferredIsland.client'

/*
 * The block's two layouts, each rendered on the server into the HTML and each its own island: CSS shows one,
 * and the browser loads the code of the one on screen only (Radix tabs from 769 px, Embla below).
 */
export const LazyWideTabs = deferredIsland(() => import('./WideTabs.client').then((m) => m.WideTabs))
export const LazyNarrowSlider = deferredIsland(() =>
  import('./NarrowSlider.client').then((m) => m.NarrowSlider),
)
