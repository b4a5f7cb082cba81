import { gzipSync } from 'node:zlib'

/**
 * The src of every external script a current browser loads from the HTML (Next lists a page's first-load
 * chunks this way). `nomodule` scripts (Next's polyfills for old browsers) are skipped: modern ones ignore them.
 */
export function scriptSources(html: string): string[] {
  const sources = new Set<string>()
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1]
    if (src && !/\bnomodule\b/i.test(tag)) sources.add(src.replaceAll('&amp;', '&'))
  }
  return [...sources]
}

/**
 * First-load JavaScript of a page in bytes, gzip-compressed here (zlib's default level, as a server
 * compresses) so the figure does not depend on whether the server compressed it.
 */
export async function firstLoadScriptBytes(pageUrl: string): Promise<{ gzip: number; files: number }> {
  const html = await (await fetch(pageUrl)).text()
  const sources = scriptSources(html)
  let gzip = 0
  for (const src of sources) {
    const res = await fetch(new URL(src, pageUrl))
    if (!res.ok) throw new Error(`${src} answered ${res.status}`)
    gzip += gzipSync(Buffer.from(await res.arrayBuffer())).byteLength
  }
  return { gzip, files: sources.length }
}
