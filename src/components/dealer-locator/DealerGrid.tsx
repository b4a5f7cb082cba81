import type { ReactNode } from 'react'

import { LOCATOR_PAGE_SIZE } from '@/domain/locator/pagination'

import { Skeleton } from '../ui/Skeleton'

/** Three columns on large screens, two on medium, one on small (spec §2). */
export const GRID = 'grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3'

/** Reserves a card's height, so the skeleton and the cards that replace it take the same room. */
export const CARD_MIN_HEIGHT = 'min-h-[26rem]'

export function DealerGrid({ children }: { children: ReactNode }) {
  return <ul className={GRID}>{children}</ul>
}

/** A page of placeholder cards while the browser searches (a zip known only from storage); `label` says so. */
export function DealerGridSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      <div className={GRID}>
        {Array.from({ length: LOCATOR_PAGE_SIZE }, (_, i) => (
          <div
            key={i}
            className={`${CARD_MIN_HEIGHT} flex flex-col gap-3 rounded-lg border border-line bg-white p-5`}
          >
            <Skeleton className="h-7 w-3/4" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-8 w-full" />
            <Skeleton className="mt-auto h-11 w-44" />
          </div>
        ))}
      </div>
    </div>
  )
}
