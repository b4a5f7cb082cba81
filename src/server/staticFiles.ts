import { createHash } from 'node:crypto'
import { readdir, readFile, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

import { preferredEncoding } from './pageResponse'

/** Where Next.js serves its built files from: content-hashed names, so each address never changes. */
const PREFIX = '/_next/static/'

/** The file types a build puts there, with the Content-Type each goes out with. */
const TYPES: Record<string, { type: string; textual: boolean }> = {
  '.js': { type: 'application/javascript; charset=UTF-8', textual: true },
  '.css': { type: 'text/css; charset=UTF-8', textual: true },
  '.json': { type: 'application/json; charset=UTF-8', textual: true },
  '.map': { type: 'application/json; charset=UTF-8', textual: true },
  '.txt': { type: 'text/plain; charset=UTF-8', textual: true },
  '.svg': { type: 'image/svg+xml', textual: true },
  '.wasm': { type: 'application/wasm', textual: true },
  '.woff2': { type: 'font/woff2', textual: false },
  '.woff': { type: 'font/woff', textual: false },
  '.ttf': { type: 'font/ttf', textual: false },
  '.otf': { type: 'font/otf', textual: false },
  '.png': { type: 'image/png', textual: false },
  '.jpg': { type: 'image/jpeg', textual: false },
  '.jpeg': { type: 'image/jpeg', textual: false },
  '.gif': { type: 'image/gif', textual: false },
  '.webp': { type: 'image/webp', textual: false },
  '.avif': { type: 'image/avif', textual: false },
  '.ico': { type: 'image/x-icon', textual: false },
}

/** Larger files (none in a normal build) are left to Next.js rather than kept in memory. */
const MAX_KEPT_BYTES = 4 * 1024 * 1024

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

type Prepared = {
  type: string
  etag: string
  identity: Buffer
  br?: Buffer
  gzip?: Buffer
}

/** The file's path under the static folder for a request path, or null when it is not a plain file name. */
export function staticRelativePath(pathname: string): string | null {
  if (!pathname.startsWith(PREFIX)) return null
  let relative: string
  try {
    relative = decodeURIComponent(pathname.slice(PREFIX.length))
  } catch {
    return null
  }
  const segments = relative.split('/')
  const plain = segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..')
  if (!plain || /[\\\0]/.test(relative) || !(path.extname(relative).toLowerCase() in TYPES)) return null
  return relative
}

/** Compressed once, at the highest levels: the files never change while the build is served. */
async function prepare(file: string, relative: string): Promise<Prepared | null> {
  const info = await stat(file).catch(() => null)
  if (!info?.isFile() || info.size > MAX_KEPT_BYTES) return null
  const identity = await readFile(file)
  const { type, textual } = TYPES[path.extname(relative).toLowerCase()]!
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`
  if (!textual || identity.length < 1024) return { type, etag, identity }
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipped(identity, { level: constants.Z_BEST_COMPRESSION }),
  ])
  return { type, etag, identity, br, gzip: gz }
}

export type StaticFiles = {
  /** Answers a GET or HEAD for a built file it has; false leaves the request to Next.js. */
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>
  /** Reads and compresses every file ahead of the first visitor; resolves with how many it keeps. */
  warm: () => Promise<number>
}

/**
 * Next.js's built files (`/_next/static/…`: scripts, styles, fonts), each read and compressed once and then
 * sent from memory. Next.js would compress every script again for every request (gzip only), which on a page
 * load of eight scripts at once keeps each waiting 20 to 50 ms for the server; from memory each answers at
 * once, with Brotli for a browser that takes it (about a fifth smaller than gzip). A file that is not there,
 * a range request or any other method is left to Next.js, which answers as it always has.
 */
export function staticFiles({
  staticDir,
}: {
  /** The build's static folder: `<distDir>/static`. */
  staticDir: string
}): StaticFiles {
  const root = path.resolve(staticDir)
  const kept = new Map<string, Promise<Prepared | null>>()

  const load = (relative: string): Promise<Prepared | null> => {
    let entry = kept.get(relative)
    if (!entry) {
      entry = prepare(path.join(root, relative), relative).catch(() => null)
      kept.set(relative, entry)
      // A file missing now may appear with a later build in place: only what was found stays kept.
      void entry.then((found) => {
        if (!found) kept.delete(relative)
      })
    }
    return entry
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.range) return false
    const pathname = (req.url ?? '').split('?')[0] ?? ''
    const relative = staticRelativePath(pathname)
    if (!relative) return false
    const file = await load(relative)
    if (!file) return false

    // The security headers are the server's to set, on this answer as on every other (./securityHeaders.ts).
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
    res.setHeader('Content-Type', file.type)
    res.setHeader('ETag', file.etag)
    if (file.br) res.setHeader('Vary', 'Accept-Encoding')
    const ifNoneMatch = req.headers['if-none-match']
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === file.etag)) {
      res.writeHead(304).end()
      return true
    }
    const encoding = file.br ? preferredEncoding(req.headers['accept-encoding']) : null
    const body = encoding === 'br' ? file.br! : encoding === 'gzip' ? file.gzip! : file.identity
    if (encoding) res.setHeader('Content-Encoding', encoding)
    res.setHeader('Content-Length', body.length)
    res.writeHead(200)
    res.end(req.method === 'HEAD' ? undefined : body)
    return true
  }

  async function warm(): Promise<number> {
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => [])
    let count = 0
    for (const entry of entries) {
      if (!entry.isFile()) continue
      const relative = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')
      if (!(path.extname(relative).toLowerCase() in TYPES)) continue
      // One at a time: compressing at the highest levels keeps a core busy, and visitors come first.
      if (await load(relative)) count++
    }
    return count
  }

  return { handle, warm }
}
