import { existsSync } from 'node:fs'

import AxeBuilder from '@axe-core/playwright'
import { chromium, type Browser, type Locator, type Page } from 'playwright-core'
import { expect } from 'vitest'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: npm test installs it (apt-get install -y chromium)`)
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

/**
 * Fails the test with a readable list when axe finds any WCAG A/AA violation on the page. Axe files text
 * whose measured contrast is as low as 1:1 under "needs review" (it may be hidden on purpose); on these
 * pages nothing is, so a measured contrast failure counts as a violation too.
 */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const lowContrast = results.incomplete
    .filter((r) => r.id === 'color-contrast')
    .flatMap((r) => r.nodes.filter((n) => n.any.some((c) => /has a [\d.]+:1 contrast ratio/.test(c.message))))
    .map((n) => `color-contrast (measured): ${n.target.join(' ')}`)
  const summary = results.violations
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join('\n    ')}`)
    .concat(lowContrast)
  expect(summary, `axe violations on ${page.url()}`).toEqual([])
}

/** A page in a context of its own (axe needs one); closing the page closes its context. */
export async function newPage(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  const page = await context.newPage()
  page.on('close', () => void context.close())
  return page
}

/** Waits up to 10 s for the element to be visible; false when it never is. */
export const isShown = (locator: Locator): Promise<boolean> =>
  locator.waitFor({ state: 'visible', timeout: 10_000 }).then(
    () => true,
    () => false,
  )
