import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { StringDecoder } from 'node:string_decoder'
import { type BrotliCompress, constants, createBrotliCompress, createGzip, type Gzip } from 'node:zlib'

import { internalRequestHeaders } from '../config/loopback'
import { localeOfPath, pathInLocale } from '../config/locales'
import { NOT_FOUND_DOCUMENT_PATH } from '../domain/paths'
import { ScriptRewriter } from './scriptsAfterPaint'

/** Next's own files, the API and the admin (an application that needs its scripts at once) pass untouched. */
const UNTOUCHED = /^\/(?:_next|api|admin)(?:[/?]|$)/
/** Responses worth compressing: text, JSON, XML and SVG. */
const TEXTUAL = /^(?:text\/|image\/svg\+xml|application\/(?:json|xml|javascript|[\w.-]+\+(?:json|xml)))/

type Mode = 'pass' | 'text' | 'html'
type Encoding = 'br' | 'gzip'

/**
 * The compression to send a response with, from the request's Accept-Encoding: Brotli when the client takes it
 * (a page's HTML comes out about a third smaller than with gzip, at the same cost to the server), else gzip,
 * else none. A coding listed with q=0 is refused.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set<string>()
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase())
    const q = params.find((param) => param.startsWith('q='))
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name)
  }
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip')) return 'gzip'
  return null
}

/**
 * Brotli at quality 5: on a 300 KB page it compresses as fast as gzip's default level does, to two thirds of
 * gzip's size (its window spans the whole page, so the CSS Next.js repeats in the flight data costs little).
 */
const compressor = (encoding: Encoding): Gzip | BrotliCompress =>
  encoding === 'br'
    ? createBrotliCompress({
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : createGzip()

/** How the response is sent on, from its status and headers; adjusts the headers to match. */
function modeFor(res: ServerResponse, status: number, encoding: Encoding | null): Mode {
  if (status < 200 || status === 204 || status === 304 || res.getHeader('content-encoding')) return 'pass'
  const type = String(res.getHeader('content-type') ?? '')
  const html = type.startsWith('text/html')
  if (!html && !TEXTUAL.test(type)) return 'pass'
  const vary = String(res.getHeader('vary') ?? '')
  if (!/\baccept-encoding\b/i.test(vary))
    res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
  res.removeHeader('content-length')
  if (encoding) res.setHeader('content-encoding', encoding)
  return html ? 'html' : 'text'
}

const asBuffer = (chunk: unknown, encoding?: BufferEncoding): Buffer =>
  typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk as Uint8Array)

/**
 * The document Next.js sends for a notFound() raised while it renders a page on demand: an empty
 * `<html id="__next_error__">`, with the not-found page only in its flight data for the browser's scripts to
 * render (a visitor without them sees a blank page; everyone sees it only after the scripts have run).
 */
export const isEmptyErrorDocument = (html: string): boolean => html.includes('<html id="__next_error__"')

export interface PageResponseOptions {
  /**
   * False (PAGE_REWRITE=off) leaves page responses exactly as Next.js writes them: no scripts after the first
   * paint, no compression of pages by this server (Next.js compresses them itself), no 404 document in place of
   * Next's empty error document and no 404 status at that document's own address.
   */
  rewrite?: boolean
  /**
   * Told of a page the rewrite left (partly) as Next.js wrote it: `missed` chunk script tags were not of the
   * shape it looks for, or the page names Next's scripts and none was `deferred` (scriptsAfterPaint.ts).
   */
  onRewriteMissed?: (path: string, counts: { deferred: number; missed: number }) => void
  /**
   * The site's 404 page as a whole document in the language of `path` (the address asked for), sent in place
   * of an empty error document; null, or a failure,
   * keeps Next's. `draft` holds the request's headers that make it a staff member's draft preview when it
   * carries Next's draft-mode cookie (else null), so a previewing editor gets the 404 page with the draft
   * bar, as every other page.
   */
  notFoundDocument?: (draft: DraftRequestHeaders | null, path: string) => Promise<string | null>
  /**
   * The status a page that answered 404 should have instead (410 for a deleted dealer's former page), or null
   * to keep 404; asked only for 404 pages, and a failure keeps 404.
   */
  statusForNotFound?: (path: string) => Promise<number | null>
}

/** Next's draft-mode cookie (next/headers draftMode()), the name Next sets it with. */
const DRAFT_MODE_COOKIE = '__prerender_bypass'

/**
 * What a loopback request needs to be read as the visitor's draft preview: the Cookie header (the draft-mode
 * cookie and the staff session) and the browser's Sec-Fetch-Site, without which Payload refuses a session
 * cookie (its CSRF check, for a request without Origin).
 */
export type DraftRequestHeaders = { cookie: string; 'sec-fetch-site'?: string }

/** The request's draft-preview headers when its Cookie header carries the draft-mode cookie, else null. */
export function draftRequestHeaders(headers: IncomingHttpHeaders): DraftRequestHeaders | null {
  const header = headers.cookie
  const cookie = Array.isArray(header) ? header.join('; ') : (header ?? '')
  if (!cookie.split(';').some((part) => part.trim().startsWith(`${DRAFT_MODE_COOKIE}=`))) return null
  const site = headers['sec-fetch-site']
  return typeof site === 'string' ? { cookie, 'sec-fetch-site': site } : { cookie }
}

/**
 * The address of the 404 document in the language of `path`: /page-not-found, or /es/page-not-found and
 * /fr/page-not-found for an address under /es or /fr, so a Spanish address with no page is answered in Spanish.
 */
export function notFoundDocumentPath(path: string): string {
  return pathInLocale(localeOfPath(path.split('?')[0] ?? '/').locale, NOT_FOUND_DOCUMENT_PATH)
}

/**
 * The 404 document in the language of the address asked for (notFoundDocumentPath), as this server sends it, asked for over the loopback, without
 * the visitor's cookies (so the published page, rendered ahead) unless `draft` is given: a visitor's in draft
 * mode (draftRequestHeaders), for whom the page is rendered with the draft bar when the staff session is
 * valid. Null when the answer is not that page.
 */
export function loopbackNotFoundDocument(
  port: number,
  timeoutMs = 5000,
): (draft?: DraftRequestHeaders | null, path?: string) => Promise<string | null> {
  return async (draft, path = '/') => {
    const response = await fetch(`http://127.0.0.1:${port}${notFoundDocumentPath(path)}`, {
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      headers: { ...internalRequestHeaders(), ...draft },
    })
    const html = await response.text()
    const type = response.headers.get('content-type') ?? ''
    return response.status === 404 && type.startsWith('text/html') && !isEmptyErrorDocument(html)
      ? html
      : null
  }
}

/**
 * Sends a page's HTML with its scripts requested after the first paint (`scriptsAfterPaint.ts`), compressed
 * here: Next.js is asked for the response uncompressed (it would otherwise compress it before it can be
 * read), and every text response of a page path is compressed on its way out (Brotli or gzip), flushed with each piece
 * Next writes so a streamed page still streams. Other responses pass as Next sends them.
 *
 * A 404 page is held back until it is whole: when it is Next's empty error document, the site's 404 document
 * (`options.notFoundDocument`) goes out in its place, so the page not found is on screen before any script,
 * as every other page is. That document's own address answers 404 as well.
 */
export function rewritePages(
  req: IncomingMessage,
  res: ServerResponse,
  options: PageResponseOptions = {},
): void {
  const url = req.url ?? '/'
  if (options.rewrite === false) return
  if ((req.method !== 'GET' && req.method !== 'HEAD') || UNTOUCHED.test(url)) return
  const encoding = preferredEncoding(req.headers['accept-encoding'])
  delete req.headers['accept-encoding']
  const isNotFoundDocument = url.split('?')[0] === notFoundDocumentPath(url)

  const writeHead = res.writeHead
  const write = res.write
  const end = res.end
  const rawWrite = (piece: Buffer | string) => (write as (piece: Buffer | string) => boolean).call(res, piece)
  const rawEnd = () => (end as () => ServerResponse).call(res)
  let mode: Mode | undefined
  let zip: Gzip | BrotliCompress | undefined
  let decoder: StringDecoder | undefined
  let rewriter: ScriptRewriter | undefined
  /** The pieces of a 404 page, held until it is known whether it is Next's empty error document. */
  let held: Buffer[] | undefined

  /** A held 404's status line, written once it is known which document goes out. */
  let heldHead: Parameters<ServerResponse['writeHead']> | undefined

  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    const headers = typeof rest[0] === 'string' ? rest[1] : rest[0]
    if (headers && typeof headers === 'object' && !Array.isArray(headers)) {
      for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders)) {
        if (value !== undefined) this.setHeader(name, value)
      }
      rest = typeof rest[0] === 'string' ? [rest[0]] : []
    }
    if (isNotFoundDocument && status === 200) status = 404
    if (!mode) {
      mode = modeFor(this, status, encoding)
      if (mode === 'html') {
        decoder = new StringDecoder('utf8')
        rewriter = new ScriptRewriter()
        if (status === 404 && options.notFoundDocument) held = []
      }
      if (mode !== 'pass' && encoding && req.method !== 'HEAD') {
        const output = compressor(encoding)
        // While the connection is full the compressor holds its output, and once its own buffer is full too,
        // `write` tells Next.js to wait.
        output.on('data', (chunk: Buffer) => {
          if (!rawWrite(chunk)) output.pause()
        })
        res.on('drain', () => output.resume())
        output.on('end', rawEnd)
        res.once('close', () => output.destroy())
        zip = output
      }
    }
    const args = [status, ...rest] as Parameters<ServerResponse['writeHead']>
    if (held) {
      heldHead = args
      return this
    }
    return writeHead.apply(this, args)
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

  let drainAwaited = false
  /**
   * Whether Next.js may write on: false while the client's connection (or the compressor in front of it) is
   * full. Node sends 'drain' when a full connection empties; a full compressor's 'drain' is passed on here.
   */
  const room = (): boolean => {
    if (!zip) return !res.writableNeedDrain
    if (!zip.writableNeedDrain) return true
    if (!drainAwaited) {
      drainAwaited = true
      zip.once('drain', () => {
        drainAwaited = false
        res.emit('drain')
      })
    }
    return false
  }

  const replacementFor = async (page: Buffer): Promise<string | null> => {
    // A HEAD answer has no body (Next sends none to read): its headers are those the GET would have.
    if (req.method === 'HEAD') return ''
    if (!isEmptyErrorDocument(page.toString('utf8'))) return null
    try {
      return await options.notFoundDocument!(draftRequestHeaders(req.headers), url)
    } catch {
      return null
    }
  }

  res.write = function (this: ServerResponse, chunk: unknown, ...args: unknown[]) {
    if (!mode) this.writeHead(this.statusCode)
    if (mode === 'pass') return write.apply(this, [chunk, ...args] as Parameters<ServerResponse['write']>)
    const encoding = typeof args[0] === 'string' ? (args[0] as BufferEncoding) : undefined
    const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined
    if (held) held.push(asBuffer(chunk, encoding))
    else send(outgoing(chunk, encoding))
    callback?.()
    // A 404 held back is small and whole in memory before anything goes out.
    return held ? true : room()
  } as ServerResponse['write']

  res.end = function (this: ServerResponse, ...args: unknown[]) {
    if (!mode) this.writeHead(this.statusCode)
    if (mode === 'pass') return end.apply(this, args as Parameters<ServerResponse['end']>)
    const chunk = typeof args[0] === 'function' ? undefined : args[0]
    const encoding = typeof args[1] === 'string' ? (args[1] as BufferEncoding) : undefined
    const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined
    if (callback) this.once('finish', callback)
    const finish = () => {
      if (rewriter) {
        send(rewriter.push(decoder!.end()) + rewriter.end())
        const { deferred, missed } = rewriter
        if (rewriter.foundNothing || missed > 0)
          options.onRewriteMissed?.(url.split('?')[0]!, { deferred, missed })
      }
      if (zip) zip.end()
      else rawEnd()
    }
    if (held) {
      if (chunk !== undefined && chunk !== null) held.push(asBuffer(chunk, encoding))
      const page = Buffer.concat(held)
      held = undefined
      const status = options.statusForNotFound?.(url.split('?')[0]!).catch(() => null) ?? null
      Promise.all([replacementFor(page), status])
        .then(([document, replaced]) => {
          // Next's validator names its own document, not the one sent in its place.
          if (document !== null) this.removeHeader('etag')
          if (replaced && heldHead) heldHead[0] = replaced
          writeHead.apply(this, heldHead!)
          if (document === null) send(outgoing(page))
          else {
            // The document went through this server's own rewrite when it was asked for.
            rewriter = undefined
            send(document)
          }
          finish()
        })
        .catch(() => this.destroy())
      return this
    }
    if (chunk !== undefined && chunk !== null) send(outgoing(chunk, encoding))
    finish()
    return this
  } as ServerResponse['end']
}
