'use client'

import { deferredIsland } from '@/components/site/deferredIsland.client'

/*
 * The term tooltip as the block imports it: the server renders the term's button into the HTML, and the
 * browser loads the tooltip's code only on a page that shows one. A static import would put that code into
 * every CMS page's first load (see components/dealer-locator/lazy.client.tsx).
 */
export const LazyTermTooltip = deferredIsland(() => import('./TermTooltip.client').then((m) => m.TermTooltip))
