import { expect, expectNoAxeViolations, test } from './fixtures'

/**
 * The site search in Spanish (docs/search.md): the Spanish header's box sends the query to /es/buscar, which
 * finds the Spanish entries of the demo content and links to their /es addresses, in Spanish words, with no
 * axe violation.
 */

test.describe('the search in Spanish', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('searches from the Spanish header and lists the Spanish page at its /es address', async ({ page }) => {
    await page.goto('/es')
    const landmark = page.getByRole('search', { name: 'Búsqueda en el sitio' })
    await expect(landmark).toBeVisible()
    const box = landmark.getByRole('searchbox', { name: 'Buscar en el sitio' })
    await box.fill('reembolsos fiscales')
    await Promise.all([page.waitForURL(/\/es\/buscar\?q=/), box.press('Enter')])
    await expect(page).toHaveURL('/es/buscar?q=reembolsos+fiscales')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Resultados de búsqueda para “reembolsos fiscales”' }),
    ).toBeVisible()
    const result = page.getByRole('main').getByRole('link', { name: 'Reembolsos y créditos fiscales' })
    await expect(result).toHaveAttribute('href', '/es/reembolsos')
    const marks = (await page.getByRole('main').locator('mark').allTextContents()).map((t) => t.toLowerCase())
    expect(marks.some((t) => t.startsWith('reembolso') || t.startsWith('fiscal'))).toBe(true)
    // The page's own form searches in Spanish again.
    await expect(
      page
        .getByRole('search', { name: 'Buscar de nuevo' })
        .getByRole('searchbox', { name: 'Buscar en el sitio' }),
    ).toHaveValue('reembolsos fiscales')
    expect(await page.locator('html').getAttribute('lang')).toBe('es')
    // Not for search engines, with the other languages' search pages as alternates.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    for (const [lang, path] of [
      ['en', '/search'],
      ['es', '/es/buscar'],
      ['fr-CA', '/fr/recherche'],
    ]) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
        'href',
        new RegExp(`${path}$`),
      )
    }
    await expectNoAxeViolations(page)

    await result.click()
    await expect(page).toHaveURL('/es/reembolsos')
  })

  test('answers the API in Spanish with Spanish addresses, and 400 for a language the site does not have', async ({
    request,
  }) => {
    const api = await request.get('/api/v1/search?q=reembolsos&locale=es')
    expect(api.status()).toBe(200)
    const body = (await api.json()) as { locale: string; results: { url: string }[] }
    expect(body.locale).toBe('es')
    expect(body.results.length).toBeGreaterThan(0)
    // Every page and post found is at its Spanish address (the Spanish home is /es).
    expect(body.results.map((r) => r.url).filter((url) => !/^\/es(\/|$)/.test(url))).toEqual([])
    const bad = await request.get('/api/v1/search?q=reembolsos&locale=de')
    expect(bad.status()).toBe(400)
    expect(await bad.json()).toMatchObject({ fields: { locale: 'Use one of en, es, fr-CA.' } })
  })
})
