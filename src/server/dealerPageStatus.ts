import { internalRequestHeaders } from '../config/loopback'
import { isDealerPagePath } from '../domain/dealers/pages/pageStatus'
import { storedDealerPath } from '../i18n/dealerPaths'

/**
 * For a dealer page address (in any language) that answered 404: 410 when the address belonged to a dealer since deleted, as
 * /api/v1/dealers/page-status says over the loopback; null (keep 404) for any other path or answer.
 */
export function loopbackDealerPageStatus(
  port: number,
  timeoutMs = 3000,
): (path: string) => Promise<number | null> {
  return async (asked) => {
    // A Spanish or French dealer address (/es/distribuidores/…) is the same dealer's page.
    const path = storedDealerPath(asked)?.path ?? asked
    if (!isDealerPagePath(path)) return null
    const stored = path.endsWith('/') ? path : `${path}/`
    const url = `http://127.0.0.1:${port}/api/v1/dealers/page-status?path=${encodeURIComponent(stored.toLowerCase())}`
    const response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: internalRequestHeaders(),
    })
    if (!response.ok) return null
    const body = (await response.json()) as { status?: unknown }
    return body.status === 410 ? 410 : null
  }
}
