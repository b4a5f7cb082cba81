'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * In the admin's live preview, re-renders the page each time the editor's draft is saved. The preview frame
 * is opened at the admin's own origin, so that is the origin whose messages count.
 */
export function LivePreview() {
  const router = useRouter()
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => null,
  )
  return origin ? <RefreshRouteOnSave serverURL={origin} refresh={router.refresh} /> : null
}
