'use client'

import { preload } from 'react-dom'

export type ImagePreload = { href: string; imageSrcSet?: string; imageSizes?: string; media?: string }

/**
 * Announces the page's first hero picture in the <head> of the server's HTML, ahead of the page's scripts. A
 * client component on purpose: announced from a server component, the preload would travel in the page's RSC
 * data too, and a link that prefetches this page would then download its hero on the page being read.
 */
export function HeroPreload({ images }: { images: ImagePreload[] }) {
  if (typeof window === 'undefined') {
    for (const { href, ...options } of images)
      preload(href, { as: 'image', fetchPriority: 'high', ...options })
  }
  return null
}
