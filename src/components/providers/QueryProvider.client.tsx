'use client'

import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'

/**
 * One TanStack Query client per browser tab. Each query passes its own retry policy (the locator's is in
 * src/domain/locator/retryPolicy.ts); the defaults here only stop refetching when a tab regains focus, which
 * would reshuffle the dealer list under the visitor's eyes.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, staleTime: 60_000 } } }),
  )
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}
