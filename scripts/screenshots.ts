/**
 * Screenshots of the home page and every content demo page at 375 px and 1280 px, full length, written to
 * docs/screenshots/ (npm run screenshots). Builds and serves the site the way bench:web does (a fresh demo
 * database, the production build in .next-bench), so the pictures show what a visitor of a fresh install sees.
 */
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import { chromium } from '@playwright/test'

import { prepareAndBuildSite, serveSite, siteEnv, sparePort } from '../bench/web/servers'
import { CHROMIUM_ARGS, chromiumPath, ensureChromium } from './chromium.mjs'

const SCREENSHOT_PATHS = [
  '/',
  '/why-alderline',
  '/about',
  '/warranty',
  '/resources/videos',
  '/resources/getting-started',
  '/resources/build-your-own-system',
  '/resources/maintenance-tips/air-conditioners',
]
const WIDTHS = [375, 1280]
const OUT = path.join(import.meta.dirname, '..', 'docs', 'screenshots')

/** The file name for a path at a width: "/" is home, slashes become dashes. */
const screenshotName = (pagePath: string, width: number) =>
  `${pagePath.replace(/^\/|\/$/g, '').replaceAll('/', '-') || 'home'}-${width}.jpg`

ensureChromium('the screenshots')
const env = siteEnv(await sparePort())
console.log('Preparing the demo database and building the site (.next-bench)...')
await prepareAndBuildSite(env)
const site = await serveSite(env)
const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS })
try {
  rmSync(OUT, { recursive: true, force: true })
  mkdirSync(OUT, { recursive: true })
  for (const width of WIDTHS) {
    // Reduced motion: carousels hold their first slide, so each run gives the same pictures.
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' })
    const page = await context.newPage()
    for (const pagePath of SCREENSHOT_PATHS) {
      await page.goto(`${site.url}${pagePath}`, { waitUntil: 'networkidle' })
      // Lazy images load as they come into view: scroll the whole page once before the picture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y)
          await new Promise((resolve) => setTimeout(resolve, 60))
        }
        window.scrollTo(0, 0)
      })
      await page.waitForLoadState('networkidle')
      const file = path.join(OUT, screenshotName(pagePath, width))
      await page.screenshot({ path: file, fullPage: true, type: 'jpeg', quality: 70 })
      console.log(`  ${path.relative(process.cwd(), file)}`)
    }
    await context.close()
  }
} finally {
  await browser.close()
  await site.stop()
}
process.exit(0)
