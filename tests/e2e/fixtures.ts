import { mkdir, rmdir, stat } from 'node:fs/promises'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import {
  test as base,
  expect,
  type BrowserContext,
  type Locator,
  type Page,
  type Response,
} from '@playwright/test'

import { E2E_ADMIN, e2eBaseURL, workerAccount } from './globalSetup'

/** The credentials the start created the first admin with (the `admin` fixture is a worker's own account). */
export const START_ADMIN = E2E_ADMIN

/** An admin account of this worker's own: signing in with it never ends another worker's session. */
export type Admin = {
  email: string
  password: string
  /** A staff session token from Payload's login, for `Authorization: JWT <token>` on REST calls. */
  token: string
  /** Signs a browser context in as the admin by giving it the session cookie for `url` (the site by default). */
  signIn: (context: BrowserContext, url?: string) => Promise<void>
}

async function logIn(account: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${e2eBaseURL}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  })
  if (!res.ok) throw new Error(`${account.email} could not sign in: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { token: string }).token
}

/**
 * The site's pages request their scripts after the first paint (src/server/scriptsAfterPaint.ts), so the load
 * event that `page.goto` waits for can come before React has taken the page over, and a click then would land
 * on inert markup, as a visitor's would. `page.goto` on a site page therefore also waits until the page has
 * hydrated (the site marks `<html data-hydrated>` then, src/components/site/HydrationMarker.client.tsx);
 * islands that hydrate later are awaited with `expectHydrated`.
 */
async function untilHydrated(page: Page, response: Response | null): Promise<void> {
  if (!response?.headers()['content-type']?.startsWith('text/html')) return
  if (!(await page.evaluate(() => '__scriptsAfterPaint' in window))) return
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
    timeout: 15_000,
  })
}

/**
 * Two page editors building pages at once, each autosaving a draft every 800 ms into the one SQLite file on a
 * two-core machine, slow each other's forms past the tests' limits. A test that builds a page in the admin asks
 * for `editorLock`: such tests then run one at a time, whichever workers they land on. The lock is a folder
 * (creating one is atomic); one left by a worker that died is taken over after LOCK_STALE_MS.
 */
const EDITOR_LOCK = path.resolve('tmp', 'e2e-editor.lock')
const LOCK_STALE_MS = 8 * 60_000

async function takeEditorLock(): Promise<() => Promise<void>> {
  await mkdir(path.dirname(EDITOR_LOCK), { recursive: true })
  for (;;) {
    try {
      await mkdir(EDITOR_LOCK)
      return () => rmdir(EDITOR_LOCK)
    } catch {
      const held = await stat(EDITOR_LOCK).catch(() => null)
      if (held && Date.now() - held.mtimeMs > LOCK_STALE_MS) await rmdir(EDITOR_LOCK).catch(() => undefined)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
}

export const test = base.extend<{ pageScripts: boolean; editorLock: void }, { admin: Admin }>({
  // Waiting for another editor's test does not count against this test's own time.
  editorLock: [
    async ({}, provide) => {
      const release = await takeEditorLock()
      try {
        await provide()
      } finally {
        await release()
      }
    },
    { timeout: LOCK_STALE_MS },
  ],
  /** `test.use({ pageScripts: false })` for a test that keeps a page's scripts from loading. */
  pageScripts: [true, { option: true }],
  page: async ({ page, pageScripts }, provide) => {
    if (pageScripts) {
      const goto = page.goto.bind(page)
      page.goto = async (url, options) => {
        const response = await goto(url, options)
        const early = options?.waitUntil === 'commit' || options?.waitUntil === 'domcontentloaded'
        if (!early) await untilHydrated(page, response)
        return response
      }
    }
    await provide(page)
  },
  // One sign-in per worker, as a staff member's session lasts across pages.
  admin: [
    async ({}, use, workerInfo) => {
      const account = workerAccount(workerInfo.parallelIndex)
      const token = await logIn(account)
      await use({
        ...account,
        token,
        signIn: (context, url = e2eBaseURL) =>
          context.addCookies([{ name: 'payload-token', value: token, url }]),
      })
    },
    { scope: 'worker' },
  ],
})

export { expect }

/**
 * Islands below the fold load their code only as they come near the viewport, and some of their controls show
 * only once they have (a carousel's arrows): scrolls down the page until the element is visible, then to it.
 */
export async function bringIntoView(locator: Locator): Promise<void> {
  const page = locator.page()
  for (let step = 0; step < 60 && !(await locator.isVisible()); step += 1) {
    const atEnd = await page.evaluate(async () => {
      const before = window.scrollY
      // Instant: the site scrolls smoothly, and a smooth scroll has not moved yet when scrollY is read.
      window.scrollBy({ top: window.innerHeight / 2, behavior: 'instant' })
      // Two frames at this position, so the islands' viewport observers have seen it (on a busy machine a
      // quick scroll could pass an island by).
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      return window.scrollY === before
    })
    if (atEnd) break
    await page.waitForTimeout(100)
  }
  // React may swap an island's first HTML for its full copy while this runs; the locator then finds the new one.
  await expect(() => locator.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass({ timeout: 10_000 })
}

/**
 * Waits until React has hydrated the element: a key pressed on server-rendered markup before the page's script
 * has attached its handlers does nothing, and is not replayed later. It waits on the marks the pages set
 * themselves. An element inside a deferred island (src/components/site/deferredIsland.client.tsx: an empty
 * `<template data-island>` before the island's Suspense boundary, whose elements follow it as siblings) is
 * hydrated once that marker carries `data-island-hydrated`; any other element on a site page once `<html>`
 * carries `data-hydrated` (src/components/site/HydrationMarker.client.tsx). The admin is Payload's own app,
 * without the site's mark: there it waits for Payload's, the `--nav-hydrated` class its page template takes
 * once it has hydrated.
 */
export async function expectHydrated(locator: Locator): Promise<void> {
  await bringIntoView(locator)
  await expect
    .poll(
      () =>
        locator.evaluate((el) => {
          /** Whether a comment opens a Suspense boundary in React's server HTML ($, $?, $~, $!). */
          const opens = (node: Node | null) =>
            node instanceof Comment && node.data.startsWith('$') && node.data !== '/$'
          /**
           * The marker of the island `node` belongs to, looking back along its siblings: a boundary closed
           * before it (its `/$` then its `$`) holds another island or none; the marker is the template just
           * before a boundary still open at `node`. An island React rendered on the client has no comments:
           * then the nearest marker before it counts.
           */
          const markerBefore = (node: Node): HTMLTemplateElement | null => {
            const open = new Set<Node>()
            let depth = 0
            for (let sibling = node.previousSibling; sibling; sibling = sibling.previousSibling) {
              if (sibling instanceof Comment) {
                if (sibling.data === '/$') depth += 1
                else if (opens(sibling)) {
                  if (depth > 0) depth -= 1
                  else open.add(sibling)
                }
              } else if (sibling instanceof HTMLTemplateElement && sibling.hasAttribute('data-island')) {
                const next = sibling.nextSibling
                if (next && open.has(next)) return sibling
                if (depth === 0 && open.size === 0 && !opens(next)) return sibling
              }
            }
            return null
          }
          for (
            let node: Node | null = el;
            node && node !== document.documentElement;
            node = node.parentNode
          ) {
            const marker = markerBefore(node)
            if (marker) return marker.getAttribute('data-island-hydrated') === 'true'
          }
          if (document.querySelector('[class*="--nav-hydrated"]')) return true
          return document.documentElement.dataset.hydrated === 'true'
        }),
      { message: 'element hydrated by React' },
    )
    .toBe(true)
}

/**
 * Fails the test with a readable list when axe finds any WCAG A/AA violation on the page. Axe files text
 * whose measured contrast is as low as 1:1 under "needs review" (it may be hidden on purpose); on these
 * pages nothing is, so a measured contrast failure counts as a violation too.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  const lowContrast = results.incomplete
    .filter((r) => r.id === 'color-contrast')
    .flatMap((r) => r.nodes.filter((n) => n.any.some((c) => /has a [\d.]+:1 contrast ratio/.test(c.message))))
    .map((n) => `color-contrast (measured): ${n.target.join(' ')}`)
  const summary = results.violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join('\n    ')}`,
    )
    .concat(lowContrast)
  expect(summary, `axe violations on ${page.url()}`).toEqual([])
}

/**
 * Clicks 'Publish changes' in the admin's document view and waits for that save's own answer (a toast from an
 * earlier save may still be on screen, so the toast alone does not say this save is done). A click that lands
 * while an autosave is in flight can be dropped by the admin, so the click is repeated until a save answers.
 */
export async function publishInAdmin(page: Page, collection = 'pages'): Promise<void> {
  const isPublish = (r: Response) => {
    const url = new URL(r.url())
    return (
      ['POST', 'PATCH'].includes(r.request().method()) &&
      new RegExp(`^/api/${collection}(/\\d+)?$`).test(url.pathname) &&
      url.searchParams.get('draft') !== 'true' &&
      url.searchParams.get('autosave') !== 'true'
    )
  }
  await expect(async () => {
    const saved = page.waitForResponse(isPublish, { timeout: 10_000 })
    saved.catch(() => {}) // awaited below; a failed click must not leave it unhandled
    await page.getByRole('button', { name: 'Publish changes' }).click()
    expect((await saved).status(), 'publish answered').toBeLessThan(300)
  }).toPass({ timeout: 60_000 })
}
