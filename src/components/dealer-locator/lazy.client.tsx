'use client'

import { deferredIsland } from '../site/deferredIsland.client'

/*
 * The locator's blocks as the CMS pages import them. A CMS page's route bundles every client component its
 * blocks import statically, so a static import would send the locator (and the forms and schemas its cards
 * open) to every page. As deferred islands the server still renders them into the HTML, and the browser loads
 * their code only once one is on screen (see site/deferredIsland.client.tsx): the locator at once, since it
 * is the page it sits on, the slider when the visitor scrolls to it.
 */
export const LazyDealerLocator = deferredIsland(() =>
  import('./DealerLocator.client').then((m) => m.DealerLocator),
)
export const LazyDealerSlider = deferredIsland(() =>
  import('./DealerSlider.client').then((m) => m.DealerSlider),
)
