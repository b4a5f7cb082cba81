import 'server-only'

import { draftMode, headers } from 'next/headers'
import { cache } from 'react'

import { getPayloadClient } from '@/lib/payload'

/** True when the request headers carry a valid staff session (a signed-in admin or editor). */
export async function hasStaffSession(requestHeaders: Headers): Promise<boolean> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: requestHeaders })
  return user?.collection === 'users'
}

/**
 * Whether this request previews drafts. Next's draft-mode cookie outlives sign-out, so it counts only together
 * with a valid staff session; a stale cookie alone gets the published page. Asked once per request.
 */
export const isPreviewing = cache(async (): Promise<boolean> => {
  if (!(await draftMode()).isEnabled) return false
  return hasStaffSession(await headers())
})
