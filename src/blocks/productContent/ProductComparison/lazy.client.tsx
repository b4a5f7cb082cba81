'use client'

import { deferredIsland } from '@/components/site/deferredIsland.client'

/* The cost toggle: in the HTML from the server, its code loaded only once it is on screen. */
export const LazyCostToggle = deferredIsland(() => import('./CostToggle.client').then((m) => m.CostToggle))
