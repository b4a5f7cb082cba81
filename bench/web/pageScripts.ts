import { gzipSync } from 'node:zlib'

import { deferredScriptSources } from '../../src/server/scriptsAfterPaint'

/**
 * The src of every external script a current browser loads from the HTML: Next's first-load chunks, which
 * the site's server hands to the page's loader (src/server/scriptsAfterPaint.ts), and any `<script src>`.
 * `nomodule` scripts (Next's polyfills for old browsers) are skipped: modern ones ignore them.
 */
export function scriptSources(html: string): string[] {
  const sources = new Set<string>(deferredScriptSources(html))
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1]
    if (src && !/\bnomodule\b/i.test(tag)) sources.add(src.replaceAll('&amp;', '&'))
  }
  return [...sources]
}

/** The scripts at `urls` in bytes, gzip-compressed here as below. */
export async function scriptBytes(urls: string[]): Promise<{ gzip: number; files: number }> {
  let gzip = 0
  for (const url of urls) {
    const res = await fetch(url)
    if (!res.ok) throw new Error(`${url} answered ${res.status}`)
    gzip += gzipSync(Buffer.from(await res.arrayBuffer())).byteLength
  }
  return { gzip, files: urls.length }
}

/**
 * First-load JavaScript of a page in bytes, gzip-compressed here (zlib's default level, as a server
 * compresses) so the figure does not depend on whether the server compressed it.
 */
export async function firstLoadScriptBytes(pageUrl: string): Promise<{ gzip: number; files: number }> {
  const html = await (await fetch(pageUrl)).text()
  return scriptBytes(scriptSources(html).map((src) => new URL(src, pageUrl).href))
}
