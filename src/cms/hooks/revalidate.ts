import { revalidatePath, revalidateTag } from 'next/cache'
import type { GlobalAfterChangeHook, PayloadRequest } from 'payload'

/**
 * Expires cached pages and data after an edit. Scripts and tests run outside Next.js, where these calls
 * throw, so they set `context.disableRevalidate`.
 */
export function revalidate(req: PayloadRequest, targets: { tags?: string[]; paths?: string[]; layout?: boolean }) {
  if (req.context?.disableRevalidate) return
  try {
    for (const tag of targets.tags ?? []) revalidateTag(tag, { expire: 0 })
    for (const p of targets.paths ?? []) revalidatePath(p)
    if (targets.layout) revalidatePath('/', 'layout')
  } catch (error) {
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
