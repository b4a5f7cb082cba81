'use client'

import { deferredIsland } from '@/components/site/deferredIsland.client'

/* The page navigation's menu and row: in the HTML from the server, their code loaded only once on screen. */
export const LazyPageNavMenu = deferredIsland(() => import('./PageNavMenu.client').then((m) => m.PageNavMenu))
export const LazyPageNavRow = deferredIsland(() => import('./PageNavRow.client').then((m) => m.PageNavRow))
