'use client'

import { deferredIsland } from '@/components/site/deferredIsland.client'

/*
 * The live-preview listener as the page route imports it: only a draft view renders it, so its code (the
 * Payload live-preview client) is loaded only there and not with every published page.
 */
export const LazyLivePreview = deferredIsland(() => import('./LivePreview.client').then((m) => m.LivePreview))
