'use client'

import dynamic from 'next/dynamic'

import { deferredIsland } from '../site/deferredIsland.client'

/*
 * The locator's blocks as the CMS pages import them. A CMS page's route bundles every client component its
 * blocks import statically, so a static import would send the locator (and the forms and schemas its cards
 * open) to every page. Behind dynamic() the server still renders them into the HTML; the browser loads their
 * code only on a page that shows one. The locator is the page itself and loads at once; the slider loads
 * when the visitor comes near it (see site/deferredIsland.client.tsx).
 */
export const LazyDealerLocator = dynamic(() => import('./DealerLocator.client').then((m) => m.DealerLocator))
export const LazyDealerSlider = deferredIsland(() => import('./DealerSlider.client').then((m) => m.DealerSlider))
