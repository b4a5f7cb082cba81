import type { ReactNode } from 'react'

import { FirstScreenHoldSource } from '@/components/ui/FirstScreenHold.client'

/**
 * A lazy picture from the media library, held while the first screen's picture loads (domain/firstScreen.ts).
 * The picture element takes no box of its own (display: contents), so the image lays out as before.
 */
export function HeldPicture({ children }: { children: ReactNode }) {
  return (
    <picture className="contents">
      <FirstScreenHoldSource />
      {children}
    </picture>
  )
}
