'use client'

import dynamic from 'next/dynamic'

/*
 * The locator's blocks as the CMS pages import them. A CMS page's route bundles every client component its
 * blocks import statically, so a static import would send the locator (and the forms and schemas its cards
 * open) to every page. Behind dynamic() the server still renders them into the HTML; the browser loads their
 * code only on a page that shows one.
 */
export const LazyDealerLocator = dynamic(() => import('./DealerLocator.client').then((m) => m.DealerLocator))
export const LazyDealerSlider = dynamic(() => import('./DealerSlider.client').then((m) => m.DealerSlider))
