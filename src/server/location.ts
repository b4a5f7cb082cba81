import type { ServerResponse } from 'node:http'

/**
 * Next.js 16 sends the Location header twice (same value) on the first, uncached render of a page that
 * redirects. Browsers follow it, but a response may carry one Location only: this keeps the first value.
 */
export function singleLocation(res: ServerResponse): void {
  const writeHead = res.writeHead
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    const location = this.getHeader('location')
    if (Array.isArray(location) && location.length > 1) this.setHeader('location', location[0]!)
    return writeHead.apply(this, args)
  } as ServerResponse['writeHead']
}
