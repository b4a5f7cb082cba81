'use client'

import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query'
import { useContext, useState, type ReactNode } from 'react'

/*
 * Each query passes its own retry policy (the locator's is in src/domain/locator/retryPolicy.ts); the
 * defaults here only stop refetching when a tab regains focus, which would reshuffle the dealer list under
 * the visitor's eyes.
 */
const makeClient = () =>
  new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, staleTime: 60_000 } } })

let browserClient: QueryClient | undefined

/** One client per browser tab (shared by every island), and a fresh one per server render. */
function queryClient(): QueryClient {
  if (typeof window === 'undefined') return makeClient()
  browserClient ??= makeClient()
  return browserClient
}

/**
 * Wraps an island that fetches with TanStack Query (the locator, the dealer slider). The layout does not
 * mount it, so pages without such an island do not load the library; islands on one page share the tab's
 * client and its cache. Inside another provider (a test's, say) it adds nothing.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext)
  const [client] = useState(queryClient)
  if (outer) return children
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}
