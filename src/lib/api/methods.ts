import type { Duplex } from 'node:stream'

/** The methods the site answers; TRACE (which echoes a request back) and CONNECT (tunnelling) are not among them. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const

export const ALLOW_HEADER = ALLOWED_METHODS.join(', ')

const allowed = new Set<string>(ALLOWED_METHODS)

export const isAllowedMethod = (method: string | undefined): boolean => allowed.has(method ?? '')

/**
 * Answers a CONNECT request, which Node hands over as a bare socket rather than a request: 405, then closes.
 * Without this Node drops the connection without a word.
 */
export function refuseConnect(socket: Duplex): void {
  const body = JSON.stringify({ error: 'Method not allowed' })
  socket.end(
    [
      'HTTP/1.1 405 Method Not Allowed',
      `Allow: ${ALLOW_HEADER}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  )
}
