import { expect, expectHydrated, expectNoAxeViolations, test } from './fixtures'

/**
 * Every link of the demo content opens something: the brand's outside sites (warranty portal, video channel)
 * are demo pages of the site saying what they stand for, the warranty PDFs are documents of the library, and
 * 'Find a dealer' is in the header's navigation at every width.
 */

test.describe('demo links', () => {
  test('the demo content links to nothing outside the site that does not exist', async ({
    page,
    request,
  }) => {
    const outside: string[] = []
    for (const path of ['/warranty', '/resources/videos', '/', '/find-a-dealer', '/demo/rebate-programs']) {
      await page.goto(path)
      const hrefs = await page
        .locator('a[href]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
      outside.push(...hrefs.filter((href): href is string => !!href && /example\.(com|org|net)/.test(href)))
    }
    expect(outside).toEqual([])

    // The warranty PDFs are documents of the library, served by the site.
    await page.goto('/warranty')
    const pdfs = await page
      .getByRole('region', { name: 'Warranty documents' })
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(pdfs).toHaveLength(4)
    for (const href of pdfs) {
      expect(href).toMatch(/^\/api\/documents\/file\/.+\.pdf$/)
      const file = await request.get(href!)
      expect(file.status(), href!).toBe(200)
      expect(file.headers()['content-type']).toBe('application/pdf')
      expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-')
    }
  })

  test('each demo rebate program links to its own section of the demo programs page', async ({ page }) => {
    await page.goto('/rebates/')
    const block = page.getByRole('region', { name: 'Find rebates in your area' })
    // Its island answers once hydrated (a press before then is replayed, which a loaded machine can outrun).
    await expectHydrated(block.getByRole('button', { name: 'See rebates' }))
    await block.getByLabel('Zip or postal code', { exact: true }).fill('10001')
    await block.getByRole('button', { name: 'See rebates' }).click()
    const program = block.getByRole('link', { name: 'Demo: Empire State Heat Pump Rebate' })
    await expect(program).toHaveAttribute('href', '/demo/rebate-programs#empire-state-heat-pump-rebate')
    expect(await program.getAttribute('target')).toBeNull()
    await program.click()
    await expect(page).toHaveURL(/\/demo\/rebate-programs#empire-state-heat-pump-rebate$/)
    const section = page.locator('#empire-state-heat-pump-rebate')
    await expect(section).toHaveText('Demo: Empire State Heat Pump Rebate')
    await expect(section).toBeInViewport()
  })

  for (const [path, title] of [
    ['/demo/warranty-registration', 'Warranty registration (demo)'],
    ['/demo/warranty-lookup', 'Warranty lookup (demo)'],
    ['/demo/video', 'Video (demo)'],
    ['/demo/rebate-programs', 'Rebate programs (demo)'],
  ] as const) {
    test(`${path} says what it stands for, is not indexed, and leads back`, async ({ page }) => {
      expect((await page.goto(path))?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.getByText(/this site is a demonstration/)).toBeVisible()
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      await expect(page.getByRole('main').getByRole('link').first()).toHaveAttribute(
        'href',
        /^\/(warranty|resources\/videos|rebates)$/,
      )
      await expectNoAxeViolations(page)
    })
  }
})

test.describe('find a dealer in the header', () => {
  test('is in the main navigation on a desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/products')
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find a dealer' })
    await expect(link).toBeVisible()
    await expect(link).toHaveAttribute('href', '/find-a-dealer')
    await link.click()
    await expect(page).toHaveURL(/\/find-a-dealer$/)
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find a dealer' }),
    ).toHaveAttribute('aria-current', 'page')
  })

  test('is in the small-screen menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/products')
    const menu = page.getByRole('button', { name: 'Menu' })
    await expectHydrated(menu)
    await menu.click()
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find a dealer' })
    await expect(link).toBeVisible()
    await link.click()
    await expect(page).toHaveURL(/\/find-a-dealer$/)
  })
})
