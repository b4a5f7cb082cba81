'use client'

import dynamic from 'next/dynamic'

/**
 * The offer of another language in a chunk of its own, fetched after the page has loaded: it shows nothing on
 * the server nor in the first render, so nothing of it needs to be in every page's first script.
 */
export const LazyLanguageOffer = dynamic(
  () => import('./LanguageOffer.client').then((m) => m.LanguageOffer),
  {
    ssr: false,
  },
)
