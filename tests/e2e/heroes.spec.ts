import type { Page } from '@playwright/test'

import { expect, expectNoAxeViolations, test } from './fixtures'

const HEROES_PAGE = '/why-alderline'
const MAIN_TITLE = 'Comfort built to last, installed by people you know'

/** Layout shifts since navigation not caused by the visitor (the observer's buffer); the CLS target is 0.02. */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => {
    const observer = new PerformanceObserver(() => undefined)
    observer.observe({ type: 'layout-shift', buffered: true })
    const entries = observer.takeRecords() as (PerformanceEntry & {
      value: number
      hadRecentInput: boolean
    })[]
    observer.disconnect()
    return entries.filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0)
  })
}

/** The file the browser chose for an <img> inside a <picture>, once it has loaded. */
async function chosenFile(page: Page, alt: string): Promise<string> {
  const img = page.getByRole('img', { name: alt, exact: true })
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true)
  return img.evaluate((el: HTMLImageElement) => el.currentSrc)
}

// The demo page gives the first hero a close-up of the heat pump up to 1023 px and the whole home from 1024 px.
const PICTURE_AT: Record<number, RegExp> = {
  375: /demo-slide-heat-pump[^/]*\.webp$/,
  1280: /demo-hero-home-exterior[^/]*\.webp$/,
}

for (const width of [375, 1280]) {
  test.describe(`why Alderline page at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('opens with the main hero: one h1, its buttons and the picture for this width', async ({ page }) => {
      const response = await page.goto(HEROES_PAGE)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1, name: MAIN_TITLE })).toBeVisible()
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      // The hero's own button (the header's navigation has a 'Find a dealer' link too).
      await expect(page.getByRole('main').getByRole('link', { name: 'Find a dealer' }).first()).toHaveAttribute(
        'href',
        '/find-a-dealer/',
      )

      const alt = 'Illustration of a family home with an outdoor heat pump unit beside it.'
      const hero = page.getByRole('img', { name: alt, exact: true })
      await expect(hero).toHaveAttribute('fetchpriority', 'high')
      await expect(hero).not.toHaveAttribute('loading', 'lazy')
      expect(await chosenFile(page, alt)).toMatch(PICTURE_AT[width]!)
    })

    test('announces the first hero’s picture for this width in the head, ahead of the scripts, and no other', async ({
      page,
    }) => {
      await page.goto(HEROES_PAGE)
      const alt = 'Illustration of a family home with an outdoor heat pump unit beside it.'
      const shown = await chosenFile(page, alt)
      const head = await page.evaluate(() => {
        const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')]
        const firstScript = document.head.querySelector('script[src]')
        return {
          links: links.map((link) => ({
            files: `${link.href} ${link.getAttribute('imagesrcset') ?? ''}`,
            matches: !link.media || window.matchMedia(link.media).matches,
            priority: link.getAttribute('fetchpriority'),
            beforeScripts:
              !firstScript ||
              !!(link.compareDocumentPosition(firstScript) & Node.DOCUMENT_POSITION_FOLLOWING),
          })),
        }
      })
      // The page shows several heroes; only the first one's picture, one preload per width range.
      expect(head.links.length).toBeGreaterThan(0)
      for (const link of head.links) {
        expect(link.files).toMatch(/demo-slide-heat-pump|demo-hero-home-exterior/)
        expect(link.priority).toBe('high')
        expect(link.beforeScripts).toBe(true)
      }
      const matching = head.links.filter((link) => link.matches)
      expect(matching).toHaveLength(1)
      expect(matching[0]!.files).toContain(new URL(shown).pathname)
    })

    test('loads only the first hero’s picture at once; the heroes further down wait until they are near', async ({
      page,
    }) => {
      await page.goto(HEROES_PAGE)
      const pictures = await page
        .locator('main section picture img')
        .evaluateAll((imgs) =>
          imgs.map((img) => ({
            priority: img.getAttribute('fetchpriority'),
            loading: img.getAttribute('loading'),
          })),
        )
      expect(pictures.length).toBeGreaterThan(1)
      expect(pictures[0]).toEqual({ priority: 'high', loading: 'eager' })
      for (const later of pictures.slice(1)) expect(later).toEqual({ priority: null, loading: 'lazy' })
    })

    test('a full-width first hero meets the header and spans the window without a sideways scroll', async ({
      page,
    }) => {
      await page.goto(HEROES_PAGE)
      const heroBox = await page.locator('main .full-bleed').first().boundingBox()
      const mainBox = await page.locator('main').boundingBox()
      expect(heroBox?.y).toBe(mainBox?.y)
      expect(heroBox?.x).toBe(0)
      // 100vw counts a classic scrollbar too; the page clips that part rather than scroll sideways.
      expect(heroBox?.width).toBeGreaterThanOrEqual(
        await page.evaluate(() => document.documentElement.clientWidth),
      )
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBe(0)
    })

    test('shows the wave, video and colour heroes and the basic banner', async ({ page }) => {
      await page.goto(HEROES_PAGE)
      for (const title of [
        'Even temperatures in every room',
        'Installed and serviced by trained technicians',
        'Register within 60 days for 10 years of parts coverage',
        'Ready for a quieter, more efficient home?',
      ]) {
        await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
      }
      // The wave hero and the video hero end in a wave.
      await expect(page.locator('svg[data-wave]')).toHaveCount(2)
      // The demo ships no video files, so the video hero shows its still picture and nothing to pause.
      await expect(page.locator('video')).toHaveCount(0)
      await expect(page.getByRole('img', { name: /service technician/ })).toBeVisible()
      await expect(page.getByRole('button', { name: /background video/ })).toHaveCount(0)
    })

    test('does not move while it loads and has no axe violations', async ({ page }) => {
      await page.goto(HEROES_PAGE, { waitUntil: 'load' })
      await expect(page.getByRole('heading', { level: 1, name: MAIN_TITLE })).toBeVisible()
      // Bring every hero into view so each picture has loaded and been laid out.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await page.waitForLoadState('networkidle')
      await page.evaluate(() => window.scrollTo(0, 0))
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.02)
      await expectNoAxeViolations(page)
    })
  })
}
