'use client'

import { deferredIsland } from '@/components/site/deferredIsland.client'

/*
 * The tabs as content blocks import them: rendered on the server with every panel, their code (Radix tabs and
 * roving focus) loaded by the browser only on a page that shows tabs (see components/dealer-locator/lazy.client.tsx).
 */
export const LazyTabs = deferredIsland(() => import('../ui/Tabs.client').then((m) => m.Tabs))
