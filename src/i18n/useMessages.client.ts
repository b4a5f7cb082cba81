'use client'

import { useMemo } from 'react'

import type { IslandMessages, IslandNamespace } from './islandMessages'
import { useLocaleContext } from './LocaleProvider.client'
import { translator, type Translator } from './translator'

/**
 * A client island's words: `t(key, args)` over one namespace in the page's language. `english` is the
 * namespace's English (imported by the island, so English pages need no provider); another locale's messages
 * come from LocaleProvider, fed by the server.
 */
export function useMessages<N extends IslandNamespace>(
  namespace: N,
  english: IslandMessages[N],
): Translator<IslandMessages[N]> {
  const { locale, messages } = useLocaleContext()
  const own = messages?.[namespace]
  return useMemo(() => translator(english, own, locale), [english, own, locale])
}
