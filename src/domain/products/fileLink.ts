import { safeHref } from '../url'

/**
 * Payload serves uploads at /api/<collection>/file/<name> and prefixes that path with its serverURL when one
 * is configured. Links to those files become site-relative, so they work at whichever host the page or the
 * API answer was read from; any other address passes the one link rule (http upgraded, unsafe refused).
 */
const UPLOAD_FILE = /^https?:\/\/[^/]+(\/api\/[a-z0-9-]+\/file\/[^?#]+)$/i

export function fileLink(url: string | null | undefined): string | null {
  if (!url) return null
  const own = UPLOAD_FILE.exec(url.trim())?.[1]
  return safeHref(own ?? url)
}
