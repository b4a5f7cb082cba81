import type { Page } from '@playwright/test'

import { expect, expectHydrated, test } from './fixtures'

const HERO_ALT = 'Illustration of a family home with an outdoor heat pump unit beside it.'

/** When the page first painted and when each file it fetched was requested and received, in the page's clock. */
async function timings(page: Page) {
  const { firstPaint, resources } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({
      name: r.name,
      start: r.startTime,
      end: r.responseEnd,
    })),
  }))
  const scripts = resources.filter((r) => /\/_next\/static\/chunks\/[^?]+\.js$/.test(r.name))
  return { firstPaint, resources, scripts }
}

test.describe('page scripts', () => {
  test('the HTML names no chunk script in a tag; the page hands them to its loader', async ({ request }) => {
    const html = await (await request.get('/products/furnaces')).text()
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async/)
    expect(html).not.toMatch(/<link rel="preload" as="script"/)
    expect(html.match(/self\.__scriptsAfterPaint\(\[/g)?.length).toBeGreaterThan(0)
  })

  test('are requested after the first paint and after the hero picture, and the page then works', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/')
    const hero = page.getByRole('img', { name: HERO_ALT, exact: true })
    const heroFile = await hero.evaluate((img: HTMLImageElement) => img.currentSrc)
    const { firstPaint, resources, scripts } = await timings(page)
    const picture = resources.find((r) => r.name === heroFile)
    expect(scripts.length).toBeGreaterThan(3)
    expect(picture, 'the hero picture was fetched').toBeDefined()
    for (const script of scripts) {
      expect(script.start, script.name).toBeGreaterThanOrEqual(firstPaint)
      expect(script.start, script.name).toBeGreaterThanOrEqual(picture!.end)
    }
    const menu = page.getByRole('button', { name: 'Menu' })
    await expectHydrated(menu)
    await menu.click()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
  })

  test('a page without a hero picture requests them after its first paint', async ({ page }) => {
    await page.goto('/privacy')
    const { firstPaint, scripts } = await timings(page)
    expect(scripts.length).toBeGreaterThan(3)
    for (const script of scripts) expect(script.start, script.name).toBeGreaterThanOrEqual(firstPaint)
  })

  test('the admin keeps its scripts in its HTML', async ({ request }) => {
    const html = await (await request.get('/admin/login')).text()
    expect(html).toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async/)
    expect(html).not.toContain('__scriptsAfterPaint')
  })
})

test.describe('pictures below the first screen', () => {
  const WHY = '/why-alderline' // three heroes: the first on the first screen, the next two below it
  const firstPicture = (page: Page) => page.locator('main img[fetchpriority="high"]')
  const laterPicture = (page: Page) => page.locator('main img[loading="lazy"]').first()
  const file = (img: ReturnType<typeof laterPicture>) =>
    img.evaluate((el: HTMLImageElement) => (el.complete ? el.currentSrc : ''))

  test('start once the first screen’s picture has loaded, and leave no hold behind', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(WHY)
    const heroFile = await firstPicture(page).evaluate((img: HTMLImageElement) => img.currentSrc)
    // Near enough to the first screen for the browser to load it without a scroll, once it is no longer held.
    await expect.poll(() => file(laterPicture(page))).toMatch(/\/api\/media\/file\//)
    const laterFile = await file(laterPicture(page))
    const { resources } = await timings(page)
    const hero = resources.find((r) => r.name === heroFile)
    const later = resources.find((r) => r.name === laterFile)
    expect(hero, 'the first screen’s picture was fetched').toBeDefined()
    expect(later, 'the picture below it was fetched').toBeDefined()
    expect(later!.start).toBeGreaterThanOrEqual(hero!.end)
    await expectHydrated(page.getByRole('button', { name: 'Menu' }))
    await expect(page.locator('source[data-first-screen-hold]')).toHaveCount(0)
  })

  test('keep their place while they wait: nothing on the first screen moves when they arrive', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.addInitScript(() => {
      const shifts: number[] = []
      const record = (entries: PerformanceEntryList) => {
        for (const entry of entries) shifts.push((entry as unknown as { value: number }).value)
      }
      const observer = new PerformanceObserver((list) => record(list.getEntries()))
      observer.observe({ type: 'layout-shift', buffered: true })
      /** Every shift so far: a shift is reported in the frame after it, so this waits two frames, then also
       * takes the entries the observer has queued and not yet handed over. */
      const layoutShifts = () =>
        new Promise<number[]>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              record(observer.takeRecords())
              resolve(shifts)
            }),
          ),
        )
      Object.assign(window, { layoutShifts })
    })
    // Its first screen has a picture sized by its own proportions (height: auto) just below the heading.
    await page.goto('/resources/getting-started')
    await expect(page.locator('source[data-first-screen-hold]')).toHaveCount(0)
    await expect
      .poll(() =>
        page
          .locator('main img')
          .evaluateAll((imgs) =>
            imgs
              .filter((img) => img.getBoundingClientRect().top < window.innerHeight)
              .every(
                (img) =>
                  (img as HTMLImageElement).complete &&
                  !(img as HTMLImageElement).currentSrc.startsWith('data:'),
              ),
          ),
      )
      .toBe(true)
    expect(
      await page.evaluate(() =>
        (window as unknown as { layoutShifts: () => Promise<number[]> }).layoutShifts(),
      ),
    ).toEqual([])
  })

  test('load as they always did for a visitor without scripts', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 800 },
    })
    const page = await context.newPage()
    await page.goto(WHY)
    const later = laterPicture(page)
    await later.scrollIntoViewIfNeeded()
    await expect.poll(() => file(later)).toMatch(/\/api\/media\/file\//)
    await context.close()
  })
})
