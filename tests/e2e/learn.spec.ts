import { expect, expectNoAxeViolations, test } from './fixtures'

const HVAC_BASICS = '/resources/getting-started/hvac-basics'
const SIZING = `${HVAC_BASICS}/sizing-a-system`

test.describe('HVAC basics', () => {
  test('an article shows the HVAC basics navigation with the page being read marked', async ({ page }) => {
    const response = await page.goto(SIZING)
    expect(response?.status()).toBe(200)
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sizing a system: why bigger is not better' }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'What to ask your dealer' })).toBeVisible()

    const nav = page.getByRole('navigation', { name: 'HVAC basics' })
    await expect(nav.getByRole('link')).toHaveCount(14)
    const current = nav.locator('[aria-current="page"]')
    await expect(current).toHaveCount(1)
    await expect(current).toHaveText('Sizing a system')
    await expect(current).toHaveAttribute('href', SIZING)
    expect(
      await nav.getByRole('link', { name: 'How a heat pump works' }).getAttribute('aria-current'),
    ).toBeNull()
    await expectNoAxeViolations(page)

    // Following the navigation moves the mark.
    await nav.getByRole('link', { name: 'How a heat pump works' }).click()
    await expect(page).toHaveURL(new RegExp(`${HVAC_BASICS}/how-a-heat-pump-works/?$`))
    await expect(
      page.getByRole('navigation', { name: 'HVAC basics' }).locator('[aria-current="page"]'),
    ).toHaveText('How a heat pump works')
  })

  test('the overview lists all thirteen articles and marks itself', async ({ page }) => {
    expect((await page.goto(HVAC_BASICS))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'HVAC basics' })).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'HVAC basics' })
    await expect(nav.getByRole('link')).toHaveCount(14)
    await expect(nav.locator('[aria-current="page"]')).toHaveText('HVAC basics overview')
    await expectNoAxeViolations(page)
  })

  test('related articles link to blog posts that answer 200 with one h1 and a reading time', async ({
    page,
    request,
  }) => {
    await page.goto(SIZING)
    const related = page.getByRole('region', { name: 'Related articles' })
    const links = related.getByRole('article').getByRole('link')
    expect(await links.count()).toBeGreaterThan(0)
    expect(await links.count()).toBeLessThanOrEqual(3)
    await expect(related.getByText(/^\d+ min read$/).first()).toBeVisible()
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
    for (const href of hrefs) expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/)

    for (const href of hrefs) {
      expect((await request.get(href)).status(), href).toBe(200)
    }
    const first = hrefs[0]!
    await page.goto(first)
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.getByText(/^\d+ min read$/).first()).toBeVisible()
    await expect(page.locator('main img').first()).toHaveAttribute('alt', /\S/)
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy()
    await expectNoAxeViolations(page)
  })
})

test.describe('blog', () => {
  test('/blog lists the posts newest first, each linking to its post', async ({ page }) => {
    expect((await page.goto('/blog'))?.status()).toBe(200)
    await expect(page.locator('h1')).toHaveCount(1)
    const cards = page.getByRole('region', { name: 'Latest articles' }).getByRole('article')
    expect(await cards.count()).toBeGreaterThanOrEqual(6)
    const days = await cards
      .locator('time')
      .evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime') ?? ''))
    expect(days).toEqual([...days].sort().reverse())
    await expect(cards.first().getByText(/^\d+ min read$/)).toBeVisible()
    await expectNoAxeViolations(page)

    const title = (await cards.first().getByRole('heading').textContent())!.trim()
    await cards.first().getByRole('link', { name: title }).click()
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  })

  test('an unknown post answers 404', async ({ request }) => {
    expect((await request.get('/blog/no-such-post-anywhere')).status()).toBe(404)
    expect((await request.get('/blog/Not%20A%20Slug')).status()).toBe(404)
  })

  test('the sitemap lists the blog and its posts', async ({ request, baseURL }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain(`${baseURL}/blog</loc>`)
    expect(sitemap).toMatch(new RegExp(`${baseURL}/blog/[a-z0-9-]+</loc>`))
    expect(sitemap).toContain(`${baseURL}${HVAC_BASICS}/sizing-a-system</loc>`)
  })
})
