import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { StringDecoder } from 'node:string_decoder'
import { createGzip, type Gzip } from 'node:zlib'

import { ScriptRewriter } from './scriptsAfterPaint'

/** Next's own files, the API and the admin (an application that needs its scripts at once) pass untouched. */
const UNTOUCHED = /^\/(?:_next|api|admin)(?:[/?]|$)/
/** Responses worth compressing: text, JSON, XML and SVG. */
const TEXTUAL = /^(?:text\/|image\/svg\+xml|application\/(?:json|xml|javascript|[\w.-]+\+(?:json|xml)))/

type Mode = 'pass' | 'text' | 'html'

/** How the response is sent on, from its status and headers; adjusts the headers to match. */
function modeFor(res: ServerResponse, status: number, gzip: boolean): Mode {
  if (status < 200 || status === 204 || status === 304 || res.getHeader('content-encoding')) return 'pass'
  const type = String(res.getHeader('content-type') ?? '')
  const html = type.startsWith('text/html')
  if (!html && !TEXTUAL.test(type)) return 'pass'
  const vary = String(res.getHeader('vary') ?? '')
  if (!/\baccept-encoding\b/i.test(vary))
    res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
  res.removeHeader('content-length')
  if (gzip) res.setHeader('content-encoding', 'gzip')
  return html ? 'html' : 'text'
}

const asBuffer = (chunk: unknown, encoding?: BufferEncoding): Buffer =>
  typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk as Uint8Array)

/**
 * Sends a page's HTML with its scripts requested after the first paint (`scriptsAfterPaint.ts`), compressed
 * here: Next.js is asked for the response uncompressed (it would otherwise compress it before it can be
 * read), and every text response of a page path is gzip-compressed on its way out, flushed with each piece
 * Next writes so a streamed page still streams. Other responses pass as Next sends them.
 */
export function rewritePages(req: IncomingMessage, res: ServerResponse): void {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || UNTOUCHED.test(req.url ?? '/')) return
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
  delete req.headers['accept-encoding']

  const writeHead = res.writeHead
  const write = res.write
  const end = res.end
  const rawWrite = (piece: Buffer | string) => (write as (piece: Buffer | string) => boolean).call(res, piece)
  const rawEnd = () => (end as () => ServerResponse).call(res)
  let mode: Mode | undefined
  let zip: Gzip | undefined
  let decoder: StringDecoder | undefined
  let rewriter: ScriptRewriter | undefined

  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    const headers = typeof rest[0] === 'string' ? rest[1] : rest[0]
    if (headers && typeof headers === 'object' && !Array.isArray(headers)) {
      for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders)) {
        if (value !== undefined) this.setHeader(name, value)
      }
      rest = typeof rest[0] === 'string' ? [rest[0]] : []
    }
    if (!mode) {
      mode = modeFor(this, status, gzip)
      if (mode === 'html') {
        decoder = new StringDecoder('utf8')
        rewriter = new ScriptRewriter()
      }
      if (mode !== 'pass' && gzip && req.method !== 'HEAD') {
        zip = createGzip()
        zip.on('data', (chunk: Buffer) => rawWrite(chunk))
        zip.on('end', rawEnd)
        res.once('close', () => zip!.destroy())
      }
    }
    return writeHead.apply(this, [status, ...rest] as Parameters<ServerResponse['writeHead']>)
  } as ServerResponse['writeHead']

  /** The next piece of the body as it goes out: rewritten when it is HTML. */
  const outgoing = (chunk: unknown, encoding?: BufferEncoding): Buffer | string => {
    const bytes = asBuffer(chunk, encoding)
    return rewriter ? rewriter.push(decoder!.write(bytes)) : bytes
  }
  const send = (piece: Buffer | string) => {
    if (piece.length === 0) return
    if (zip) {
      zip.write(piece)
      zip.flush()
    } else rawWrite(piece)
  }

  res.write = function (this: ServerResponse, chunk: unknown, ...args: unknown[]) {
    if (!this.headersSent) this.writeHead(this.statusCode)
    if (mode === 'pass') return write.apply(this, [chunk, ...args] as Parameters<ServerResponse['write']>)
    const encoding = typeof args[0] === 'string' ? (args[0] as BufferEncoding) : undefined
    const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined
    send(outgoing(chunk, encoding))
    callback?.()
    return true
  } as ServerResponse['write']

  res.end = function (this: ServerResponse, ...args: unknown[]) {
    if (!this.headersSent) this.writeHead(this.statusCode)
    if (mode === 'pass') return end.apply(this, args as Parameters<ServerResponse['end']>)
    const chunk = typeof args[0] === 'function' ? undefined : args[0]
    const encoding = typeof args[1] === 'string' ? (args[1] as BufferEncoding) : undefined
    const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined
    if (chunk !== undefined && chunk !== null) send(outgoing(chunk, encoding))
    if (rewriter) send(rewriter.push(decoder!.end()) + rewriter.end())
    if (callback) this.once('finish', callback)
    if (zip) zip.end()
    else rawEnd()
    return this
  } as ServerResponse['end']
}
