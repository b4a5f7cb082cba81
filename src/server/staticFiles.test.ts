import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { staticFiles, staticRelativePath } from './staticFiles'

const SCRIPT = `self.chunk = ${JSON.stringify('const answer = 42; '.repeat(200))};\n`
const FONT = Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3, 4])

let dir: string
let server: Server
let base: string

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer; byNext: boolean }

function ask(pathname: string, options: { method?: string; headers?: Record<string, string> } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(`${base}${pathname}`, { method: options.method ?? 'GET', headers: options.headers })
    req.on('response', (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
          byNext: res.headers['x-handled-by'] === 'next',
        }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'static-files-'))
  mkdirSync(path.join(dir, 'chunks'))
  mkdirSync(path.join(dir, 'media'))
  writeFileSync(path.join(dir, 'chunks', 'app-1a2b.js'), SCRIPT)
  writeFileSync(path.join(dir, 'chunks', 'tiny.js'), 'self.t=1')
  writeFileSync(path.join(dir, 'media', 'font.woff2'), FONT)
  writeFileSync(path.join(dir, 'secret.env'), 'PAYLOAD_SECRET=x')
  writeFileSync(path.join(path.dirname(dir), `${path.basename(dir)}-outside.js`), 'outside')
  const files = staticFiles({ staticDir: dir })
  server = createServer((req, res) => {
    files
      .handle(req, res)
      .then((handled) => {
        // What the server does next: the request goes on to Next.js, which this stands in for.
        if (!handled) res.writeHead(404, { 'x-handled-by': 'next' }).end()
      })
      .catch(() => res.writeHead(500).end())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => {
  server.close()
  rmSync(dir, { recursive: true, force: true })
  rmSync(path.join(path.dirname(dir), `${path.basename(dir)}-outside.js`), { force: true })
})

describe('staticRelativePath', () => {
  it.each([
    ['/_next/static/chunks/app-1a2b.js', 'chunks/app-1a2b.js'],
    ['/_next/static/media/font.woff2', 'media/font.woff2'],
    ['/_next/static/chunks/with%20space.css', 'chunks/with space.css'],
  ])('takes %s as %s', (pathname, relative) => {
    expect(staticRelativePath(pathname)).toBe(relative)
  })

  it.each([
    '/_next/static/../server/app.js',
    '/_next/static/chunks/%2e%2e/%2e%2e/x.js',
    '/_next/static/chunks/..%2F..%2Fx.js',
    '/_next/static/chunks/a%5Cb.js',
    '/_next/static/chunks/a%00.js',
    '/_next/static//chunks/a.js',
    '/_next/static/chunks/',
    '/_next/static/secret.env',
    '/_next/static/chunks/%E0%A4%A.js',
    '/_next/image?url=x',
    '/api/media/file/a.webp',
  ])('refuses %s', (pathname) => {
    expect(staticRelativePath(pathname)).toBeNull()
  })
})

describe('staticFiles', () => {
  it('sends a script with Brotli to a browser that takes it, cached for good', async () => {
    const answer = await ask('/_next/static/chunks/app-1a2b.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT)
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
    expect(answer.body.length).toBeLessThan(SCRIPT.length / 4)
    expect(answer.headers['content-type']).toBe('application/javascript; charset=UTF-8')
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(answer.headers.vary).toBe('Accept-Encoding')
  })

  it('sends gzip to a client without Brotli, and the file as it is to one without either', async () => {
    const gz = await ask('/_next/static/chunks/app-1a2b.js', { headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT)
    const plain = await ask('/_next/static/chunks/app-1a2b.js', { headers: { 'accept-encoding': 'br;q=0' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(SCRIPT)
  })

  it('answers a repeated request with the same ETag with 304 and no body', async () => {
    const first = await ask('/_next/static/chunks/app-1a2b.js')
    const etag = first.headers.etag
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await ask('/_next/static/chunks/app-1a2b.js', { headers: { 'if-none-match': `W/${etag}` } })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    const changed = await ask('/_next/static/chunks/app-1a2b.js', { headers: { 'if-none-match': '"other"' } })
    expect(changed.status).toBe(200)
  })

  it('answers HEAD with the headers and no body', async () => {
    const answer = await ask('/_next/static/chunks/app-1a2b.js', {
      method: 'HEAD',
      headers: { 'accept-encoding': 'br' },
    })
    expect(answer.status).toBe(200)
    expect(Number(answer.headers['content-length'])).toBeGreaterThan(0)
    expect(answer.body.length).toBe(0)
  })

  it('sends fonts and files too small to gain as they are', async () => {
    const font = await ask('/_next/static/media/font.woff2', { headers: { 'accept-encoding': 'br' } })
    expect(font.headers['content-type']).toBe('font/woff2')
    expect(font.headers['content-encoding']).toBeUndefined()
    expect(font.body.equals(FONT)).toBe(true)
    const tiny = await ask('/_next/static/chunks/tiny.js', { headers: { 'accept-encoding': 'br' } })
    expect(tiny.headers['content-encoding']).toBeUndefined()
    expect(tiny.body.toString()).toBe('self.t=1')
  })

  it('leaves to Next.js a missing file, a path out of the folder, another method and a range request', async () => {
    expect((await ask('/_next/static/chunks/missing.js')).byNext).toBe(true)
    expect((await ask(`/_next/static/../${path.basename(dir)}-outside.js`)).byNext).toBe(true)
    expect((await ask('/_next/static/secret.env')).byNext).toBe(true)
    expect((await ask('/_next/static/chunks/app-1a2b.js', { method: 'POST' })).byNext).toBe(true)
    expect((await ask('/_next/static/chunks/app-1a2b.js', { headers: { range: 'bytes=0-9' } })).byNext).toBe(
      true,
    )
    expect((await ask('/about')).byNext).toBe(true)
  })

  it('serves a file that appears after a request found it missing (a new build in place)', async () => {
    expect((await ask('/_next/static/chunks/later.js')).byNext).toBe(true)
    writeFileSync(path.join(dir, 'chunks', 'later.js'), SCRIPT)
    const answer = await ask('/_next/static/chunks/later.js')
    expect(answer.status).toBe(200)
    expect(answer.body.toString()).toBe(SCRIPT)
  })

  it('warms every file it serves ahead of the first request, and nothing else', async () => {
    const own = mkdtempSync(path.join(tmpdir(), 'static-warm-'))
    try {
      mkdirSync(path.join(own, 'chunks'))
      writeFileSync(path.join(own, 'chunks', 'a.js'), SCRIPT)
      writeFileSync(path.join(own, 'chunks', 'b.css'), 'body{color:red}')
      writeFileSync(path.join(own, 'font.woff2'), FONT)
      writeFileSync(path.join(own, 'notes.env'), 'X=1')
      expect(await staticFiles({ staticDir: own }).warm()).toBe(3)
    } finally {
      rmSync(own, { recursive: true, force: true })
    }
  })
})
