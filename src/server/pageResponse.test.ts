import { createServer, request, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { rewritePages } from './pageResponse'
import { deferredScriptSources, ScriptRewriter } from './scriptsAfterPaint'

const PAGE =
  '<!DOCTYPE html><html><head><title>Alderline — furnaces</title>' +
  '<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/b.js" async=""></script>' +
  '</head><body><h1>Furnaces for every home</h1></body></html>'
const REWRITTEN = (() => {
  const rewriter = new ScriptRewriter()
  return rewriter.push(PAGE) + rewriter.end()
})()

let server: Server | undefined
afterEach(() => server?.close())

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: string
  /** The Accept-Encoding the handler behind the rewrite saw. */
  seen: string | undefined
}

/** One request to a server that rewrites pages in front of `handler`, as the production server does. */
async function ask(
  handler: (res: ServerResponse) => void,
  { path = '/products/furnaces', method = 'GET', gzip = true } = {},
): Promise<Answer> {
  let seen: string | undefined
  server = createServer((req, res) => {
    rewritePages(req, res)
    seen = req.headers['accept-encoding']
    handler(res)
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const headers = gzip ? { 'accept-encoding': 'gzip, deflate, br' } : {}
  return new Promise((resolve, reject) => {
    request({ port, host: '127.0.0.1', path, method, headers }, (res) => {
      const parts: Buffer[] = []
      res.on('data', (part: Buffer) => parts.push(part))
      res.on('end', () => {
        const raw = Buffer.concat(parts)
        const body = res.headers['content-encoding'] === 'gzip' && raw.length > 0 ? gunzipSync(raw) : raw
        resolve({ status: res.statusCode!, headers: res.headers, body: body.toString('utf8'), seen })
      })
    })
      .on('error', reject)
      .end()
  })
}

const sendWhole = (res: ServerResponse) => {
  res.setHeader('content-type', 'text/html; charset=utf-8')
  res.setHeader('content-length', Buffer.byteLength(PAGE))
  res.end(PAGE)
}

describe('rewritePages', () => {
  it('sends a page rewritten and gzip-compressed, asking Next.js for it uncompressed', async () => {
    const answer = await ask(sendWhole)
    expect(answer.status).toBe(200)
    expect(answer.seen).toBeUndefined()
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(answer.headers['content-length']).toBeUndefined()
    expect(answer.headers.vary).toMatch(/Accept-Encoding/)
    expect(answer.body).toBe(REWRITTEN)
    expect(deferredScriptSources(answer.body)).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js',
    ])
  })

  it('rewrites a page streamed in pieces that split tags and characters, with headers given to writeHead', async () => {
    const bytes = Buffer.from(PAGE)
    const answer = await ask((res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      // The em dash is three bytes: cuts every 5 bytes split it as well as the script tags.
      for (let at = 0; at < bytes.length; at += 5) res.write(bytes.subarray(at, at + 5))
      res.end()
    })
    // A run of scripts cut by a piece may reach the loader in two calls; the page is otherwise the same.
    const withoutCalls = (html: string) =>
      html.replace(/<script>[^<]*__scriptsAfterPaint[^<]*<\/script>/g, '')
    expect(withoutCalls(answer.body)).toBe(withoutCalls(REWRITTEN))
    expect(deferredScriptSources(answer.body)).toEqual(deferredScriptSources(REWRITTEN))
    expect(answer.body).toContain('Alderline — furnaces')
  })

  it('sends the rewritten page uncompressed to a client that does not accept gzip', async () => {
    const answer = await ask(sendWhole, { gzip: false })
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.body).toBe(REWRITTEN)
  })

  it('compresses other text of a page path without changing it', async () => {
    const xml = '<?xml version="1.0"?><urlset><url><loc>/</loc></url></urlset>'
    const answer = await ask(
      (res) => {
        res.setHeader('content-type', 'application/xml')
        res.end(xml)
      },
      { path: '/sitemap.xml' },
    )
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(answer.body).toBe(xml)
  })

  it('passes pictures and not-modified answers as they are', async () => {
    const png = await ask(
      (res) => {
        res.setHeader('content-type', 'image/png')
        res.setHeader('content-length', 4)
        res.end(Buffer.from([137, 80, 78, 71]))
      },
      { path: '/opengraph-image' },
    )
    expect(png.headers['content-encoding']).toBeUndefined()
    expect(png.headers['content-length']).toBe('4')
    const notModified = await ask((res) => {
      res.statusCode = 304
      res.end()
    })
    expect(notModified.status).toBe(304)
    expect(notModified.body).toBe('')
  })

  it('leaves the API, the admin and Next’s own files to Next.js, compression included', async () => {
    for (const path of [
      '/api/v1/dealers?zip=10001',
      '/admin',
      '/admin/collections/pages',
      '/_next/static/chunks/a.js',
    ]) {
      const answer = await ask(sendWhole, { path })
      expect(answer.seen).toBe('gzip, deflate, br')
      expect(answer.body).toBe(PAGE)
    }
  })

  it('answers a HEAD request for a page with the headers a GET would have', async () => {
    const answer = await ask(sendWhole, { method: 'HEAD' })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(answer.headers['content-length']).toBeUndefined()
    expect(answer.body).toBe('')
  })
})
