'use client'

import { deferredIsland } from '@/components/site/deferredIsland.client'

/*
 * The carousel as content blocks import it: rendered on the server into the HTML, its code (Embla and its
 * autoplay) loaded by the browser only on a page that shows a carousel (see dealer-locator/lazy.client.tsx).
 */
export const LazyCarousel = deferredIsland(() => import('./Carousel.client').then((m) => m.Carousel))
