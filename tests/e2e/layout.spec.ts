import type { Locator, Page } from '@playwright/test'

import { expect, expectHydrated, expectNoAxeViolations, test } from './fixtures'

/** WCAG contrast ratio of two computed CSS colours ("rgb(r, g, b)"). */
function contrast(a: string, b: string): number {
  const luminance = (css: string) => {
    const [r, g, bl] = (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!
  }
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

/** Tabs until `target` has the keyboard focus (so :focus-visible applies), at most 20 times. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 20; i += 1) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((el) => el === document.activeElement)) return
  }
  throw new Error('The element never received the keyboard focus')
}

/** The focus ring's outline colour and the colour of the background it is drawn on. */
const ringAndBackground = (link: Locator, backgroundOf: Locator) =>
  Promise.all([
    link.evaluate((el) => getComputedStyle(el).outlineColor),
    backgroundOf.evaluate((el) => getComputedStyle(el).backgroundColor),
  ])

test.describe('small-screen menu', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('closes on Escape and gives the focus back to its button', async ({ page }) => {
    await page.goto('/products/furnaces')
    const button = page.getByRole('button', { name: 'Menu' })
    await button.click()
    const menu = page.getByRole('navigation', { name: 'Main' })
    await expect(menu).toBeVisible()
    await menu.getByRole('link', { name: 'Heat pumps' }).focus()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).toBeFocused()
  })

  test('closes on a click outside it', async ({ page }) => {
    await page.goto('/products/furnaces')
    const button = page.getByRole('button', { name: 'Menu' })
    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    // The open menu covers the top of the page: click the page text below it.
    const menuBox = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!
    await page.mouse.click(20, menuBox.y + menuBox.height + 40)
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  })

  test('marks the current page and has no axe violations while open', async ({ page }) => {
    await page.goto('/products/furnaces')
    await page.getByRole('button', { name: 'Menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Main' })
    await expect(menu.getByRole('link', { name: 'Furnaces' })).toHaveAttribute('aria-current', 'page')
    await expect(menu.getByRole('link', { name: 'Products' })).not.toHaveAttribute('aria-current', /.*/)
    await expectNoAxeViolations(page)
  })
})

test.describe('header', () => {
  test('keeps the main links on one line from 1024 to 1100 px', async ({ page }) => {
    const heights: number[] = []
    for (const width of [1024, 1100]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/')
      const nav = page.getByRole('navigation', { name: 'Main' })
      await expect(nav).toBeVisible()
      heights.push((await page.getByRole('banner').boundingBox())!.height)
      // One line: every main link sits at the same height.
      const tops = await nav
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => Math.round(a.getBoundingClientRect().top)))
      expect(new Set(tops).size, `link rows at ${width} px`).toBe(1)
    }
    expect(heights[0]).toBe(heights[1])
  })

  test('shows the logo named by the brand and marks the current page', async ({ page }) => {
    await page.goto('/products/furnaces')
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Alderline', exact: true }),
    ).toHaveAttribute('href', '/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Furnaces' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.locator('[aria-current]')).toHaveCount(1)
  })

  test('draws a focus ring of at least 3:1 on the navy strip and on white', async ({ page }) => {
    await page.goto('/')
    const strip = page.getByRole('link', { name: /Customer care/ })
    await tabTo(page, strip)
    const [ring, navy] = await ringAndBackground(strip, strip.locator('xpath=../..'))
    expect(contrast(ring, navy)).toBeGreaterThanOrEqual(3)

    const products = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' })
    await tabTo(page, products)
    const [ringOnWhite, white] = await ringAndBackground(products, page.getByRole('banner'))
    expect(contrast(ringOnWhite, white)).toBeGreaterThanOrEqual(3)
  })
})

test.describe('header menu with links below an item', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('opens by keyboard, is marked on one of its pages, and closes on Escape', async ({ page }) => {
    await page.goto('/resources/videos')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const button = nav.getByRole('button', { name: 'Resources' })
    await expectHydrated(button)
    await expect(button).toHaveAttribute('data-current', 'true')
    await expect(nav.getByRole('link', { name: 'Videos' })).toBeHidden()

    await button.focus()
    await page.keyboard.press('Enter')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    const videos = nav.getByRole('link', { name: 'Videos' })
    await expect(videos).toHaveAttribute('aria-current', 'page')
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'Troubleshooting' })).toBeFocused()
    await expectNoAxeViolations(page)

    await page.keyboard.press('Escape')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).toBeFocused()
    await expect(videos).toBeHidden()
  })

  test('takes the visitor to a page chosen from it', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const button = nav.getByRole('button', { name: 'Resources' })
    await expectHydrated(button)
    await button.click()
    await nav.getByRole('link', { name: 'Maintenance tips' }).click()
    await expect(page).toHaveURL(/\/resources\/maintenance-tips$/)
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })
})

test.describe('footer', () => {
  test('links the privacy, terms and accessibility pages, which say the brand is a demo', async ({
    page,
  }) => {
    for (const [name, heading] of [
      ['Privacy', 'Privacy'],
      ['Terms of use', 'Terms of use'],
      ['Accessibility', 'Accessibility'],
    ] as const) {
      await page.goto('/')
      // On a busy machine a press while the home page was hydrating went nowhere: press once the link is
      // hydrated.
      const link = page.getByRole('contentinfo').getByRole('link', { name, exact: true })
      await expectHydrated(link)
      await link.click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      // The tab names the page once the navigation's metadata has arrived.
      await expect(page).toHaveTitle(new RegExp(`^${heading} \\| `))
      await expect(page.getByRole('main')).toContainText('Alderline is a fictional brand')
      await expect(page.getByRole('contentinfo').getByRole('link', { name, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await expectNoAxeViolations(page)
    }
  })
})

test.describe('what the server sends with a page', () => {
  test('sends its scripts compressed with Brotli, to be kept for good', async ({ page, request }) => {
    await page.goto('/products/furnaces')
    const scripts = await page.evaluate(() =>
      [...document.querySelectorAll('script[src]')].map((s) => (s as HTMLScriptElement).src),
    )
    const script = scripts.find((src) => new URL(src).pathname.startsWith('/_next/static/'))
    expect(script).toBeDefined()
    const response = await request.get(new URL(script!).pathname, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(response.status()).toBe(200)
    expect(response.headers()['content-encoding']).toBe('br')
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers()['x-content-type-options']).toBe('nosniff')
    expect(response.headers()['content-security-policy']).toContain("object-src 'none'")
  })

  test('lets the browser keep the pictures', async ({ page, request }) => {
    await page.goto('/products/furnaces')
    const src = await page.locator('main img').first().getAttribute('src')
    expect(src).toMatch(/^\/api\/media\/file\//)
    const response = await request.get(src!)
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800')
  })
})

test.describe('what a shared link and a browser tab show', () => {
  test('answers /favicon.ico with an image', async ({ request }) => {
    const response = await request.get('/favicon.ico')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^image\//)
    expect((await response.body()).byteLength).toBeGreaterThan(100)
  })

  test('carries its tab icon inside the page, the drawn brand mark on the demo site', async ({ page }) => {
    await page.goto('/products/furnaces')
    const icons = page.locator('link[rel="icon"]')
    await expect(icons).toHaveCount(1)
    const href = await icons.getAttribute('href')
    expect(href).toMatch(/^data:image\/svg\+xml,/)
    expect(decodeURIComponent(href!)).toContain('viewBox="0 0 48 48"')
  })

  test('names a social image that answers as a PNG', async ({ page, request }) => {
    await page.goto('/products/furnaces')
    const image = await page.locator('meta[property="og:image"]').getAttribute('content')
    expect(image).toMatch(/\/opengraph-image/)
    const response = await request.get(new URL(image!).pathname)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('image/png')
  })

  test('titles an unknown address "Page not found"', async ({ page }) => {
    const response = await page.goto('/no/such/page')
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle('Page not found')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  })
})
