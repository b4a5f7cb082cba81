'use client'

import { deferredIsland } from '@/components/site/deferredIsland.client'

/* Rendered on the server into the HTML; its code (Radix tabs, Embla) loads only on a page that shows it. */
export const LazyTabsSlider = deferredIsland(() => import('./TabsSlider.client').then((m) => m.TabsSlider))
