'use client'

import { deferredIsland } from '@/components/site/deferredIsland.client'

/* The selector's choices: in the HTML from the server, their code loaded only once they are on screen. */
export const LazyChoices = deferredIsland(() => import('./Choices.client').then((m) => m.Choices))
