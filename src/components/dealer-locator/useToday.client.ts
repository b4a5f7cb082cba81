'use client'

import { useSyncExternalStore } from 'react'

const noSubscription = () => () => undefined

/**
 * Today as Date#getDay in the visitor's time zone. The server's day renders first (so hydration matches),
 * then the browser's own; a card's hours therefore never disagree with the visitor's calendar.
 */
export function useToday(serverDay: number): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getDay(),
    () => serverDay,
  )
}
