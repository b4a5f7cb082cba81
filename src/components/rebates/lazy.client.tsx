'use client'

import { deferredIsland } from '@/components/site/deferredIsland.client'

/*
 * The rebate savings island as the block imports it. Behind dynamic() the server still renders it into the
 * HTML, and the browser loads its code (the query library, the dealer cards and the contact form) only on a
 * page that shows the block.
 */
export const LazyRebateSavings = deferredIsland(() => import('./RebateSavings.client').then((m) => m.RebateSavings))
