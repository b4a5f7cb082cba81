'use client'

import dynamic from 'next/dynamic'

/*
 * The tabs as content blocks import them: rendered on the server with every panel, their code (Radix tabs and
 * roving focus) loaded by the browser only on a page that shows tabs (see components/dealer-locator/lazy.client.tsx).
 */
export const LazyTabs = dynamic(() => import('../ui/Tabs.client').then((m) => m.Tabs))
