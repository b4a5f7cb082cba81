import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import type { Header } from '../config/securityHeaders'

/**
 * Sets the security headers (src/config/securityHeaders.ts) on a response as its head goes out, so they hold
 * for every answer (a page, the API, the admin, an uploaded file, a built file, a refusal by the gate) and
 * replace whatever was set before: the rules Next.js built into the site from next.config, which an earlier
 * SITE_URL may have shaped, and a route's own policy. Installed first, so it runs last, just before Node
 * writes the head.
 */
export function sendSecurityHeaders(headersFor: (pathname: string) => Header[]) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const headers = headersFor((req.url ?? '/').split('?')[0] ?? '/')
    const writeHead = res.writeHead
    res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
      // Headers passed here would win over those set before: take them in first, so ours win over them.
      const given = typeof rest[0] === 'string' ? rest[1] : rest[0]
      if (Array.isArray(given)) {
        const pairs: unknown[] = typeof given[0] === 'string' ? given : given.flat()
        for (let i = 0; i < pairs.length; i += 2) this.removeHeader(String(pairs[i]))
        for (let i = 0; i < pairs.length; i += 2) this.appendHeader(String(pairs[i]), pairs[i + 1] as string)
      } else if (given && typeof given === 'object') {
        for (const [name, value] of Object.entries(given as OutgoingHttpHeaders)) {
          if (value !== undefined) this.setHeader(name, value)
        }
      }
      for (const { key, value } of headers) this.setHeader(key, value)
      const args = (typeof rest[0] === 'string' ? [status, rest[0]] : [status]) as Parameters<
        ServerResponse['writeHead']
      >
      return writeHead.apply(this, args)
    } as ServerResponse['writeHead']
  }
}
