import { revalidatePath, revalidateTag } from 'next/cache'
import type { GlobalAfterChangeHook, PayloadRequest } from 'payload'

import { internalRequestHeaders, loopbackRevalidation, REVALIDATE_TOKEN_HEADER } from '../../config/loopback'

type Targets = { tags?: string[]; paths?: string[]; layout?: boolean }

/** Next.js's complaint when asked to expire a cache outside a request it is handling. */
const isOutsideRequest = (error: unknown) =>
  error instanceof Error && /static generation store missing/i.test(error.message)

/** Hands the expiry to this instance's own route (config/loopback.ts); false when the server named none. */
function forwardToServer(req: PayloadRequest, targets: Targets): boolean {
  const loopback = loopbackRevalidation()
  if (!loopback) return false
  fetch(loopback.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [REVALIDATE_TOKEN_HEADER]: loopback.token,
      ...internalRequestHeaders(),
    },
    body: JSON.stringify({
      tags: targets.tags ?? [],
      paths: targets.paths ?? [],
      layout: Boolean(targets.layout),
    }),
  })
    .then((res) => {
      if (!res.ok) req.payload.logger.warn({ msg: 'Cache revalidation refused', status: res.status })
    })
    .catch((err: unknown) => req.payload.logger.warn({ msg: 'Cache revalidation failed', err }))
  return true
}

/**
 * A context that gathers the cache tags its writes would expire instead of expiring them one write at a time: a
 * bulk write (the dealer import) expires them once a batch is stored (`expireGathered`).
 */
export type GatheredTags = { gatheredTags: Set<string> }

const gathering = (req: PayloadRequest): Set<string> | null => {
  const tags = (req.context as Partial<GatheredTags> | undefined)?.gatheredTags
  return tags instanceof Set ? tags : null
}

/**
 * Expires cached pages and data after an edit. Work the jobs queue does (a scheduled publish) runs outside any
 * request, where Next.js cannot expire anything itself: it goes through the server's loopback route. Scripts
 * and tests run outside Next.js altogether, so they set `context.disableRevalidate`.
 */
export function revalidate(req: PayloadRequest, targets: Targets) {
  if (req.context?.disableRevalidate) return
  const gathered = gathering(req)
  if (gathered && !targets.paths?.length && !targets.layout) {
    for (const tag of targets.tags ?? []) gathered.add(tag)
    return
  }
  try {
    for (const tag of targets.tags ?? []) revalidateTag(tag, { expire: 0 })
    for (const p of targets.paths ?? []) revalidatePath(p)
    if (targets.layout) revalidatePath('/', 'layout')
  } catch (error) {
    if (isOutsideRequest(error) && forwardToServer(req, targets)) return
    req.payload.logger.warn({ msg: 'Cache revalidation skipped', err: error })
  }
}

/** afterChange hook for a global shown on every page (header, footer, site settings). */
export const revalidateGlobal =
  (tag: string): GlobalAfterChangeHook =>
  ({ doc, req }) => {
    revalidate(req, { tags: [tag], layout: true })
    return doc
  }

/**
 * Expires, in one go, the tags a gathering context collected (GatheredTags), and forgets them. A bulk write runs
 * after its request has been answered, where Next.js may drop an expiry it is handed: the server's loopback route
 * takes them when it has one.
 */
export function expireGathered(req: PayloadRequest) {
  const gathered = gathering(req)
  if (!gathered || gathered.size === 0 || req.context?.disableRevalidate) return
  const tags = [...gathered]
  gathered.clear()
  if (forwardToServer(req, { tags })) return
  const context = { ...req.context, gatheredTags: undefined }
  revalidate({ ...req, context } as PayloadRequest, { tags })
}
