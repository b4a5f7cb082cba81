'use client'

import { deferredIsland } from '@/components/site/deferredIsland.client'

/*
 * The disclosure island as the accordion and card blocks import it: rendered on the server with every panel,
 * its code loaded by the browser only on a page that shows one (see components/dealer-locator/lazy.client.tsx).
 */
export const LazyDisclosure = deferredIsland(() => import('./Disclosure.client').then((m) => m.Disclosure))
