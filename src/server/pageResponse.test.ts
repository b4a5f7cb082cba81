import { randomBytes } from 'node:crypto'
import { createServer, request, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, createBrotliDecompress, gunzipSync } from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import {
  draftRequestHeaders,
  isEmptyErrorDocument,
  loopbackNotFoundDocument,
  notFoundDocumentPath,
  type PageResponseOptions,
  preferredEncoding,
  rewritePages,
} from './pageResponse'
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

/** What Chromium sends. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd'

const decode = (raw: Buffer, encoding: string | undefined): Buffer => {
  if (raw.length === 0) return raw
  if (encoding === 'gzip') return gunzipSync(raw)
  if (encoding === 'br') return brotliDecompressSync(raw)
  return raw
}

/**
 * One request to a server that rewrites pages in front of `handler`, as the production server does;
 * `acceptEncoding` null sends no Accept-Encoding.
 */
async function ask(
  handler: (res: ServerResponse) => void,
  {
    path = '/products/furnaces',
    method = 'GET',
    acceptEncoding = BROWSER_ENCODINGS,
    options = {},
    cookie,
  }: {
    path?: string
    method?: string
    acceptEncoding?: string | null
    options?: PageResponseOptions
    cookie?: string
  } = {},
): Promise<Answer> {
  let seen: string | undefined
  server = createServer((req, res) => {
    rewritePages(req, res, options)
    seen = req.headers['accept-encoding']
    handler(res)
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const headers = {
    ...(acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding }),
    ...(cookie ? { cookie } : {}),
  }
  return new Promise((resolve, reject) => {
    request({ port, host: '127.0.0.1', path, method, headers }, (res) => {
      const parts: Buffer[] = []
      res.on('data', (part: Buffer) => parts.push(part))
      res.on('end', () => {
        const body = decode(Buffer.concat(parts), res.headers['content-encoding'])
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

describe('preferredEncoding', () => {
  it('takes Brotli, then gzip, from what the client lists, minding q=0 and spacing', () => {
    expect(preferredEncoding(BROWSER_ENCODINGS)).toBe('br')
    expect(preferredEncoding(' gzip ;q=1 , br ; q=0.0 ')).toBe('gzip')
    expect(preferredEncoding('identity')).toBeNull()
    expect(preferredEncoding('')).toBeNull()
    expect(preferredEncoding(undefined)).toBeNull()
  })
})

describe('rewritePages', () => {
  it('sends a page rewritten and Brotli-compressed, asking Next.js for it uncompressed', async () => {
    const answer = await ask(sendWhole)
    expect(answer.status).toBe(200)
    expect(answer.seen).toBeUndefined()
    expect(answer.headers['content-encoding']).toBe('br')
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

  it('sends gzip to a client without Brotli, and nothing compressed to one that takes neither', async () => {
    for (const [acceptEncoding, sent] of [
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip;q=0.8', 'gzip'],
      ['BR;Q=0.5', 'br'],
      ['deflate', undefined],
      ['gzip;q=0', undefined],
      [null, undefined],
    ] as const) {
      const answer = await ask(sendWhole, { acceptEncoding })
      expect(answer.headers['content-encoding']).toBe(sent)
      expect(answer.body).toBe(REWRITTEN)
    }
  })

  it('keeps streaming a Brotli page: each piece Next.js writes goes out at once', async () => {
    let sendRest: () => void = () => {}
    const first = '<!DOCTYPE html><html><head><title>Alderline</title></head><body><h1>Furnaces</h1>'
    const arrived = new Promise<string>((resolve, reject) => {
      server = createServer((req, res) => {
        rewritePages(req, res)
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        res.write(first)
        sendRest = () => res.end('</body></html>')
      })
      server.listen(0, '127.0.0.1', () => {
        const { port } = server!.address() as AddressInfo
        const headers = { 'accept-encoding': BROWSER_ENCODINGS }
        request({ port, host: '127.0.0.1', path: '/', headers }, (res) => {
          // The first piece decompresses whole before the page has ended.
          const inflate = createBrotliDecompress()
          let text = ''
          inflate.on('data', (part: Buffer) => {
            text += part.toString('utf8')
            if (text === first) resolve(text)
          })
          res.pipe(inflate)
        })
          .on('error', reject)
          .end()
      })
    })
    expect(await arrived).toBe(first)
    sendRest()
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
    expect(answer.headers['content-encoding']).toBe('br')
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
      expect(answer.seen).toBe(BROWSER_ENCODINGS)
      expect(answer.body).toBe(PAGE)
    }
  })

  it('answers a HEAD request for a page with the headers a GET would have', async () => {
    const answer = await ask(sendWhole, { method: 'HEAD' })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.headers['content-length']).toBeUndefined()
    expect(answer.body).toBe('')
  })
})

/** What Next.js sends for a notFound() raised while it renders on demand, shortened. */
const ERROR_DOCUMENT =
  '<!DOCTYPE html><html id="__next_error__"><head><title>Page not found</title>' +
  '<script src="/_next/static/chunks/a.js" async=""></script></head><body></body>' +
  '<script>self.__next_f.push([1,"not found"])</script></html>'
/** The site's 404 page as the server sends it at /page-not-found (already rewritten there). */
const NOT_FOUND_PAGE =
  '<!DOCTYPE html><html lang="en"><head><title>Page not found</title></head><body><h1>Page not found</h1></body></html>'

const sendNotFound = (html: string) => (res: ServerResponse) => {
  res.writeHead(404, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 's-maxage=60, stale-while-revalidate',
    etag: '"next-own-document"',
  })
  const bytes = Buffer.from(html)
  res.write(bytes.subarray(0, 40))
  res.end(bytes.subarray(40))
}

describe('rewritePages with a 404', () => {
  it('sends the whole 404 page in place of Next’s empty error document, with Next’s status and headers', async () => {
    let asked = 0
    const notFoundDocument = async () => {
      asked += 1
      return NOT_FOUND_PAGE
    }
    for (const acceptEncoding of [BROWSER_ENCODINGS, 'gzip', null]) {
      const answer = await ask(sendNotFound(ERROR_DOCUMENT), {
        acceptEncoding,
        options: { notFoundDocument },
      })
      expect(answer.status).toBe(404)
      expect(answer.headers['cache-control']).toBe('s-maxage=60, stale-while-revalidate')
      // Next's validator is for its own document.
      expect(answer.headers.etag).toBeUndefined()
      expect(answer.headers['content-encoding']).toBe(
        acceptEncoding === null ? undefined : acceptEncoding === 'gzip' ? 'gzip' : 'br',
      )
      expect(answer.body).toBe(NOT_FOUND_PAGE)
    }
    expect(asked).toBe(3)
  })

  it('asks for the 404 page with the visitor’s cookies only in draft mode, so a previewing editor keeps the bar', async () => {
    const asked: (string | null)[] = []
    const notFoundDocument = async (draft: { cookie: string } | null) => {
      asked.push(draft?.cookie ?? null)
      return NOT_FOUND_PAGE
    }
    const draft = 'payload-token=abc; __prerender_bypass=0123abcd'
    await ask(sendNotFound(ERROR_DOCUMENT), { options: { notFoundDocument }, cookie: draft })
    await ask(sendNotFound(ERROR_DOCUMENT), { options: { notFoundDocument }, cookie: 'payload-token=abc' })
    await ask(sendNotFound(ERROR_DOCUMENT), { options: { notFoundDocument } })
    expect(asked).toEqual([draft, null, null])
  })

  it('keeps a 404 that Next rendered whole, rewritten as any page', async () => {
    let asked = 0
    const answer = await ask(sendNotFound(PAGE), {
      options: {
        notFoundDocument: async () => {
          asked += 1
          return NOT_FOUND_PAGE
        },
      },
    })
    expect(answer.status).toBe(404)
    expect(answer.headers.etag).toBe('"next-own-document"')
    expect(answer.body).toBe(REWRITTEN)
    expect(asked).toBe(0)
  })

  it('sends Next’s error document, rewritten, when the 404 page cannot be had', async () => {
    const expected = (() => {
      const rewriter = new ScriptRewriter()
      return rewriter.push(ERROR_DOCUMENT) + rewriter.end()
    })()
    for (const notFoundDocument of [async () => null, () => Promise.reject(new Error('loopback refused'))]) {
      const answer = await ask(sendNotFound(ERROR_DOCUMENT), { options: { notFoundDocument } })
      expect(answer.status).toBe(404)
      expect(answer.body).toBe(expected)
      expect(deferredScriptSources(answer.body)).toEqual(['/_next/static/chunks/a.js'])
    }
  })

  it('answers HEAD with the headers of the GET, without asking for the page', async () => {
    let asked = 0
    // Next.js sends no body to a HEAD request.
    const answer = await ask(sendNotFound(''), {
      method: 'HEAD',
      options: {
        notFoundDocument: async () => {
          asked += 1
          return NOT_FOUND_PAGE
        },
      },
    })
    expect(answer.status).toBe(404)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.headers.etag).toBeUndefined()
    expect(answer.body).toBe('')
    expect(asked).toBe(0)
  })

  it('answers 404 at the 404 page’s own address', async () => {
    const answer = await ask(sendWhole, { path: '/page-not-found' })
    expect(answer.status).toBe(404)
    expect(answer.body).toBe(REWRITTEN)
    expect((await ask(sendWhole, { path: '/page-not-found?x=1' })).status).toBe(404)
    expect((await ask(sendWhole, { path: '/page-not-found/deeper' })).status).toBe(200)
    expect((await ask(sendWhole, { path: '/es/page-not-found' })).status).toBe(404)
    expect((await ask(sendWhole, { path: '/fr/page-not-found' })).status).toBe(404)
    expect((await ask(sendWhole, { path: '/de/page-not-found' })).status).toBe(200)
  })

  it('asks for the 404 page in the language of the address not found', async () => {
    const asked: string[] = []
    const notFoundDocument = async (_draft: unknown, path: string) => {
      asked.push(path)
      return NOT_FOUND_PAGE
    }
    for (const path of ['/no-page', '/es/sin-pagina?x=1', '/fr/aucune-page']) {
      expect((await ask(sendNotFound(ERROR_DOCUMENT), { path, options: { notFoundDocument } })).body).toBe(
        NOT_FOUND_PAGE,
      )
    }
    expect(asked.map(notFoundDocumentPath)).toEqual([
      '/page-not-found',
      '/es/page-not-found',
      '/fr/page-not-found',
    ])
  })
})

describe('draftRequestHeaders', () => {
  it('gives the Cookie header and Sec-Fetch-Site when the cookies hold Next’s draft-mode cookie, else null', () => {
    expect(
      draftRequestHeaders({ cookie: 'a=1; __prerender_bypass=x', 'sec-fetch-site': 'same-origin' }),
    ).toEqual({ cookie: 'a=1; __prerender_bypass=x', 'sec-fetch-site': 'same-origin' })
    expect(draftRequestHeaders({ cookie: '__prerender_bypass=x' })).toEqual({
      cookie: '__prerender_bypass=x',
    })
    expect(draftRequestHeaders({ cookie: 'a=1; not__prerender_bypass=x' })).toBeNull()
    expect(draftRequestHeaders({ cookie: 'a=1', 'sec-fetch-site': 'none' })).toBeNull()
    expect(draftRequestHeaders({})).toBeNull()
  })
})

describe('loopbackNotFoundDocument', () => {
  /** A server on the loopback that answers /page-not-found as `handler` does; the port it listens on. */
  async function serveDocument(handler: (res: ServerResponse) => void): Promise<number> {
    server = createServer((req, res) => {
      if (req.url === '/page-not-found') handler(res)
      else res.writeHead(500).end()
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    return (server.address() as AddressInfo).port
  }

  it('reads the 404 page the server sends at its address', async () => {
    const port = await serveDocument(sendNotFound(NOT_FOUND_PAGE))
    expect(await loopbackNotFoundDocument(port)()).toBe(NOT_FOUND_PAGE)
  })

  it('reads the Spanish or French 404 page for an address under /es or /fr', async () => {
    const seen: string[] = []
    server = createServer((req, res) => {
      seen.push(req.url ?? '')
      sendNotFound(NOT_FOUND_PAGE)(res)
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const ask = loopbackNotFoundDocument((server.address() as AddressInfo).port)
    await ask(null, '/es/productos/no-existe')
    await ask(null, '/fr?utm_source=x')
    await ask(null, '/espanol')
    expect(seen).toEqual(['/es/page-not-found', '/fr/page-not-found', '/page-not-found'])
  })

  it('sends the draft-mode visitor’s cookies and Sec-Fetch-Site when given, and none otherwise', async () => {
    const seen: (string | undefined)[] = []
    server = createServer((req, res) => {
      seen.push(`${req.headers.cookie} ${req.headers['sec-fetch-site']}`)
      sendNotFound(NOT_FOUND_PAGE)(res)
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const ask = loopbackNotFoundDocument(port)
    const draft = {
      cookie: 'payload-token=abc; __prerender_bypass=0123abcd',
      'sec-fetch-site': 'same-origin',
    }
    expect(await ask(draft)).toBe(NOT_FOUND_PAGE)
    expect(await ask(null)).toBe(NOT_FOUND_PAGE)
    expect(await ask()).toBe(NOT_FOUND_PAGE)
    expect(seen).toEqual([
      'payload-token=abc; __prerender_bypass=0123abcd same-origin',
      'undefined undefined',
      'undefined undefined',
    ])
  })

  it('gives null for anything but a whole 404 page', async () => {
    const answers: ((res: ServerResponse) => void)[] = [
      sendNotFound(ERROR_DOCUMENT),
      sendWhole,
      (res) => res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found"}'),
    ]
    for (const handler of answers) {
      const port = await serveDocument(handler)
      expect(await loopbackNotFoundDocument(port)()).toBeNull()
      server?.close()
    }
  })

  it('gives up after its time limit', async () => {
    const port = await serveDocument(() => undefined)
    await expect(loopbackNotFoundDocument(port, 50)()).rejects.toThrow(/timeout|aborted/i)
  })
})

describe('isEmptyErrorDocument', () => {
  it('tells Next’s empty error document from a page', () => {
    expect(isEmptyErrorDocument(ERROR_DOCUMENT)).toBe(true)
    expect(isEmptyErrorDocument(PAGE)).toBe(false)
    expect(isEmptyErrorDocument(NOT_FOUND_PAGE)).toBe(false)
  })
})

describe('rewritePages with the rewrite off (PAGE_REWRITE=off)', () => {
  const off: PageResponseOptions = { rewrite: false }

  it('passes a page on exactly as Next.js writes it, leaving compression to Next.js', async () => {
    const answer = await ask(sendWhole, { options: off })
    expect(answer.status).toBe(200)
    expect(answer.seen).toBe(BROWSER_ENCODINGS)
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(PAGE)))
    expect(answer.headers.vary).toBeUndefined()
    expect(answer.body).toBe(PAGE)
  })

  it('sends Next’s own 404 document, without asking for the site’s, and the 404 page’s address as Next answers it', async () => {
    let asked = 0
    const notFoundDocument = async () => {
      asked += 1
      return NOT_FOUND_PAGE
    }
    const answer = await ask(sendNotFound(ERROR_DOCUMENT), { options: { ...off, notFoundDocument } })
    expect(answer.status).toBe(404)
    expect(answer.headers.etag).toBe('"next-own-document"')
    expect(answer.body).toBe(ERROR_DOCUMENT)
    expect(asked).toBe(0)
    expect((await ask(sendWhole, { path: '/page-not-found', options: off })).status).toBe(200)
  })
})

describe('rewritePages telling of a page it could not rewrite', () => {
  it('reports a page whose scripts are in tags of another shape, and not one it rewrote', async () => {
    const reports: { path: string; deferred: number; missed: number }[] = []
    const onRewriteMissed = (path: string, counts: { deferred: number; missed: number }) =>
      reports.push({ path, ...counts })
    const reordered = PAGE.replaceAll(
      /<script src="([^"]+)" async=""><\/script>/g,
      '<script async="" src="$1"></script>',
    )
    const answer = await ask(
      (res) => {
        res.setHeader('content-type', 'text/html; charset=utf-8')
        res.end(reordered)
      },
      { options: { onRewriteMissed } },
    )
    // The page still goes out whole, with its scripts as Next wrote them.
    expect(answer.body).toBe(reordered)
    expect(reports).toEqual([{ path: '/products/furnaces', deferred: 0, missed: 2 }])
    await ask(sendWhole, { options: { onRewriteMissed } })
    expect(reports).toHaveLength(1)
  })
})

describe('rewritePages under back-pressure', () => {
  /** Text that compression shrinks little (random base64): what goes out is about as large as what Next writes. */
  const noise = (bytes: number) => randomBytes(bytes).toString('base64').slice(0, bytes)
  const PIECE = 64 * 1024
  /** Far more than the loopback connection and the server's buffers hold while the client reads nothing. */
  const LIMIT = 64 * 1024 * 1024

  /**
   * A client that reads nothing until the server has been told to wait: the handler writes until `write`
   * returns false, then writes once more after 'drain'. What Next.js does with the answer of `write`.
   */
  async function slowClient(contentType: string, acceptEncoding: string | null) {
    let written = 0
    let toldToWait = false
    const sent: Buffer[] = []
    let serverDone: () => void = () => {}
    /** Resolves once the handler was told to wait, or wrote everything without being told. */
    const stopped = new Promise<void>((resolve) => (serverDone = resolve))
    const piece = () => {
      const bytes = Buffer.from(noise(PIECE))
      sent.push(bytes)
      written += bytes.length
      return bytes
    }
    server = createServer((req, res) => {
      rewritePages(req, res)
      res.writeHead(200, { 'content-type': contentType })
      while (written < LIMIT) {
        if (!res.write(piece())) {
          toldToWait = true
          res.once('drain', () => res.end(piece()))
          serverDone()
          return
        }
      }
      serverDone()
      res.end()
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const headers = acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding }
    const body = await new Promise<Buffer>((resolve, reject) => {
      request({ port, host: '127.0.0.1', path: '/big.txt', headers }, (res) => {
        res.pause()
        void stopped.then(() => {
          const parts: Buffer[] = []
          res.on('data', (part: Buffer) => parts.push(part))
          res.on('end', () => resolve(decode(Buffer.concat(parts), res.headers['content-encoding'])))
          res.resume()
        })
      })
        .on('error', reject)
        .end()
    })
    return { toldToWait, written, body, sent: Buffer.concat(sent) }
  }

  for (const [name, acceptEncoding] of [
    ['compressed', BROWSER_ENCODINGS],
    ['uncompressed', null],
  ] as const) {
    for (const type of ['text/plain; charset=utf-8', 'text/html; charset=utf-8']) {
      it(`tells Next.js to wait while a slow client reads (${name}, ${type.split(';')[0]}), then sends it all`, async () => {
        const { toldToWait, written, body, sent } = await slowClient(type, acceptEncoding)
        expect(toldToWait).toBe(true)
        expect(written).toBeLessThan(LIMIT)
        expect(body.length).toBe(sent.length)
        expect(body.equals(sent)).toBe(true)
      }, 30_000)
    }
  }
})
