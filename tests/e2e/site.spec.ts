import { expect, expectHydrated, expectNoAxeViolations, test } from './fixtures'

for (const width of [375, 1280]) {
  test.describe(`at ${width} px wide`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('serves the seeded home page with header, footer and a skip link, and no axe violations', async ({
      page,
    }) => {
      const response = await page.goto('/')
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('banner').getByRole('link', { name: 'Alderline' })).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toHaveCount(1)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expectNoAxeViolations(page)
    })

    test('serves nested CMS paths', async ({ page }) => {
      for (const path of ['/products/furnaces', '/resources/troubleshooting/heat-pumps']) {
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(200)
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1)
        await expectNoAxeViolations(page)
      }
    })

    test('answers an unknown path with the designed 404 page', async ({ page }) => {
      const response = await page.goto('/no/such/page')
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible()
      await expectNoAxeViolations(page)
    })
  })
}

test.describe('the 404 page before any script', () => {
  test.use({ pageScripts: false, javaScriptEnabled: false })

  test('is in the server’s HTML, with the site’s header and footer, for every kind of missing address', async ({
    page,
  }) => {
    for (const path of ['/no/such/page', '/products/no-such-product', '/blog/no-such-post-anywhere']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page, path).toHaveTitle('Page not found')
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' }), path).toBeVisible()
      await expect(page.getByRole('link', { name: 'Go to the home page' }), path).toHaveAttribute('href', '/')
      await expect(page.getByRole('banner').getByRole('link', { name: 'Alderline' }), path).toBeVisible()
      await expect(page.getByRole('contentinfo'), path).toBeVisible()
    }
  })

  test('answers 404 at its own address too', async ({ request }) => {
    const response = await request.get('/page-not-found')
    expect(response.status()).toBe(404)
    expect(await response.text()).toContain('Page not found')
  })
})

test.describe('small-screen menu', () => {
  test.use({ viewport: { width: 375, height: 900 } })

  test('opens and closes from the keyboard', async ({ page }) => {
    await page.goto('/')
    const button = page.getByRole('button', { name: 'Menu' })
    await expectHydrated(button)
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })
})

test.describe('for search engines', () => {
  test('lists published pages in sitemap.xml and points robots.txt at it', async ({ request, baseURL }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain(`${baseURL}/products/furnaces</loc>`)
    expect(sitemap).toContain(`${baseURL}/resources/troubleshooting/heat-pumps</loc>`)
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
    expect(robots).toContain('Disallow: /admin')
  })
})

test.describe('response headers', () => {
  test('ask no client hints on public pages, so the first visit is not requested twice', async ({
    request,
  }) => {
    const home = await request.get('/')
    expect(home.headers()['critical-ch']).toBeUndefined()
    expect(home.headers()['accept-ch']).toBeUndefined()
    const admin = await request.get('/admin/login')
    expect(admin.headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
  })

  test('carry the baseline security headers on pages and the API', async ({ request }) => {
    for (const path of ['/', '/api/v1/dealers/locations?brand=ALD&zipcode=10001']) {
      const headers = (await request.get(path)).headers()
      expect(headers['x-content-type-options'], path).toBe('nosniff')
      expect(headers['x-frame-options'], path).toBe('SAMEORIGIN')
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    }
  })
})
