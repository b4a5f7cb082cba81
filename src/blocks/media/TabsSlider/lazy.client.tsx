'use client'

import dynamic from 'next/dynamic'

/* Rendered on the server into the HTML; its code (Radix tabs, Embla) loads only on a page that shows it. */
export const LazyTabsSlider = dynamic(() => import('./TabsSlider.client').then((m) => m.TabsSlider))
