'use client'

import { useEffect, useState } from 'react'

import {
  openingStatus,
  type OpeningStatus as Status,
  type WeekHours,
} from '@/domain/dealers/pages/openingHours'

const MINUTE = 60_000

/**
 * 'Open now' or when the dealer opens next, worked out in the browser in the dealer's own time zone once the
 * page has hydrated and again every minute: the page itself is cached, so a status written into its HTML would
 * go stale. The line keeps its height before then, so nothing moves when it appears.
 */
export function OpeningStatus({ hours, timeZone }: { hours: WeekHours; timeZone: string }) {
  const [status, setStatus] = useState<Status | null>(null)
  useEffect(() => {
    const update = () => setStatus(openingStatus(hours, new Date(), timeZone))
    update()
    const timer = setInterval(update, MINUTE)
    return () => clearInterval(timer)
  }, [hours, timeZone])
  return (
    <p className="min-h-6 font-semibold" data-testid="opening-status">
      {status ? <span className={status.open ? 'text-green-800' : 'text-ink'}>{status.text}</span> : null}
    </p>
  )
}
