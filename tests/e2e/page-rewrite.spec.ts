import { readFileSync } from 'node:fs'
import path from 'node:path'

import { root } from '../../scripts/lib.mjs'
import { isEmptyErrorDocument } from '../../src/server/pageResponse'
import { deferredScriptSources, ScriptRewriter } from '../../src/server/scriptsAfterPaint'
import { expect, test } from './fixtures'
import { withSecondServer } from './secondServer'

/**
 * The canary of the page rewrite (src/server/pageResponse.ts, scriptsAfterPaint.ts): it reshapes Next's
 * streamed HTML with regular expressions, so a change in the tags Next.js or React write would leave it
 * silently doing nothing. Checked both ways: the pages the server sends have the rewrite's shape, and the same
 * build served with PAGE_REWRITE=off (Next's output untouched) still has the tags the rewrite looks for.
 */

const PAGES = ['/', '/products/furnaces', '/privacy']
const MISSING = '/no/such/page'

/** Every `<script>` tag that loads one of Next's chunk scripts, whatever its attributes, apart from noModule ones. */
const chunkScriptTags = (html: string) =>
  [...html.matchAll(/<script\b[^>]*\ssrc="[^"]*\/_next\/static\/chunks\/[^"]*"[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => !/\snomodule\b/i.test(tag))
const srcOf = (tag: string) => /\ssrc="([^"]+)"/.exec(tag)![1]!
const head = (html: string) => html.slice(0, html.indexOf('</head>'))

const rewrite = (html: string) => {
  const rewriter = new ScriptRewriter()
  const out = rewriter.push(html) + rewriter.end()
  return { out, deferred: rewriter.deferred, missed: rewriter.missed, foundNothing: rewriter.foundNothing }
}

const installed = (name: string) =>
  (
    JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string
    }
  ).version

test.describe('the page rewrite', () => {
  test('was checked against the Next.js and React installed, which docs/performance.md names', () => {
    const doc = readFileSync(path.join(root, 'docs', 'performance.md'), 'utf8')
    const pinned = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>
    }
    for (const name of ['next', 'react', 'react-dom']) {
      const version = installed(name)
      expect(pinned.dependencies[name], `${name} pinned to the version installed`).toBe(version)
      expect(doc, `docs/performance.md names ${name} ${version}`).toContain(`\`${name}\` ${version}`)
    }
  })

  test('sends each page with its chunk scripts handed to the loader in the head, and none left in a tag', async ({
    request,
  }) => {
    for (const page of PAGES) {
      const response = await request.get(page)
      expect(response.status(), page).toBe(200)
      const html = await response.text()
      expect(head(html).split('self.__scriptsAfterPaint=(').length - 1, page).toBe(1)
      const sources = deferredScriptSources(html)
      expect(sources.length, page).toBeGreaterThan(3)
      for (const src of sources) expect(src, page).toMatch(/^\/_next\/static\/chunks\/[\w./-]+\.js$/)
      expect(deferredScriptSources(head(html)).length, page).toBeGreaterThan(0)
      expect(chunkScriptTags(html), page).toEqual([])
      expect(html, page).not.toMatch(/<link rel="preload" as="script"[^>]*\/_next\/static\/chunks\//)
    }
  })

  test('sends the site’s 404 page, whole, for an address with no page', async ({ request }) => {
    const response = await request.get(MISSING)
    expect(response.status()).toBe(404)
    const html = await response.text()
    expect(isEmptyErrorDocument(html)).toBe(false)
    expect(html).toContain('<h1')
    expect(html).toContain('Page not found')
    expect(chunkScriptTags(html)).toEqual([])
  })
})

test.describe('Next’s own output (PAGE_REWRITE=off on the same build)', () => {
  test('still has the tags the rewrite looks for, and nothing the rewrite makes', async ({ request }) => {
    test.setTimeout(180_000)
    await withSecondServer(
      () => ({ PAGE_REWRITE: 'off' }),
      async (base) => {
        for (const page of PAGES) {
          const raw = await (await fetch(`${base}${page}`)).text()
          expect(raw, page).not.toContain('__scriptsAfterPaint')
          // Next writes its chunk scripts in the head, each in the one form the rewrite replaces.
          const tags = chunkScriptTags(raw)
          expect(tags.length, page).toBeGreaterThan(3)
          for (const tag of tags)
            expect(tag, page).toMatch(/^<script src="\/_next\/static\/chunks\/[\w./-]+\.js" async="">$/)
          expect(chunkScriptTags(head(raw)).length, page).toBeGreaterThan(0)
          // Every such script and its preload are rewritten: none missed, none left.
          const rewritten = rewrite(raw)
          expect(rewritten.foundNothing, page).toBe(false)
          expect(rewritten.missed, page).toBe(0)
          expect(rewritten.deferred, page).toBe(tags.length)
          expect(rewritten.out, page).not.toMatch(
            /<link rel="preload" as="script"[^>]*\/_next\/static\/chunks\//,
          )
          // The server sends those same scripts, in the same order, to the loader.
          const served = await (await request.get(page)).text()
          expect(deferredScriptSources(served), page).toEqual(tags.map(srcOf))
        }
        // A notFound() raised while Next renders on demand gives its empty error document, which the server
        // replaces with the site's 404 page.
        const missing = await fetch(`${base}${MISSING}`)
        expect(missing.status).toBe(404)
        expect(isEmptyErrorDocument(await missing.text())).toBe(true)
      },
    )
  })
})
