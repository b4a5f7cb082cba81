import type { Page } from '@playwright/test'

import { expect, expectNoAxeViolations, test } from './fixtures'

const SERVICE_PAGE = '/customer-service'

type FaqPage = {
  '@context': string
  '@type': string
  mainEntity: { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[]
}

/** The page's JSON-LD blocks, parsed (a block that does not parse fails the test here). */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>)
}

test.describe('customer service page', () => {
  test('shows the help card: Contact Dealer, the support hours and a phone link', async ({ page }) => {
    const response = await page.goto(SERVICE_PAGE)
    expect(response?.status()).toBe(200)
    const card = page.getByRole('region', { name: 'Need help?' })
    await expect(card.getByRole('link', { name: 'Contact Dealer' })).toHaveAttribute(
      'href',
      '/find-your-dealer/',
    )
    await expect(card.getByText('Mon-Fri 8am-6pm CST')).toBeVisible()
    const phone = card.getByRole('link', { name: '(800) 555-0142' })
    await expect(phone).toHaveAttribute('href', 'tel:18005550142')
  })

  test('opens and closes FAQ answers with the mouse and the keyboard', async ({ page }) => {
    await page.goto(SERVICE_PAGE)
    const faq = page.getByRole('region', { name: 'Frequently asked questions' })
    const asked = 'How often should I change my air filter?'
    // `has` is matched inside each <details>, so it names the summary from there.
    const details = faq.locator('details', { has: page.locator('summary', { hasText: asked }) })
    const question = details.locator('summary')
    const answer = details.getByText(/Check it every month/)
    await expect(answer).toBeHidden()

    await question.click()
    await expect(answer).toBeVisible()
    await expect(details).toHaveJSProperty('open', true)
    await question.click()
    await expect(answer).toBeHidden()

    await question.focus()
    await expect(question).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(answer).toBeVisible()
    await page.keyboard.press('Space')
    await expect(answer).toBeHidden()
    await expect(details).toHaveJSProperty('open', false)
  })

  test('describes the questions to search engines as FAQPage structured data', async ({ page }) => {
    await page.goto(SERVICE_PAGE)
    const questions = await page
      .getByRole('region', { name: 'Frequently asked questions' })
      .locator('summary')
      .allTextContents()
    expect(questions.length).toBeGreaterThanOrEqual(6)
    const faq = (await jsonLd(page)).find((data) => data['@type'] === 'FAQPage') as FaqPage | undefined
    expect(faq?.['@context']).toBe('https://schema.org')
    expect(faq?.mainEntity.map((q) => q.name)).toEqual(questions.map((q) => q.trim()))
    for (const entry of faq?.mainEntity ?? []) {
      expect(entry['@type']).toBe('Question')
      expect(entry.acceptedAnswer['@type']).toBe('Answer')
      expect(entry.acceptedAnswer.text.length).toBeGreaterThan(20)
    }
  })

  test('shares the page’s own address, only on the networks the editor turned on', async ({ page }) => {
    await page.goto(SERVICE_PAGE)
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    const address = encodeURIComponent(new URL(canonical ?? SERVICE_PAGE, page.url()).href)
    expect(decodeURIComponent(address)).toMatch(/\/customer-service$/)
    const share = page.getByRole('list', { name: 'Share this page' })
    await expect(share.getByRole('link')).toHaveCount(3)
    const facebook = share.getByRole('link', { name: 'Share on Facebook (opens in a new tab)' })
    await expect(facebook).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${address}`)
    await expect(facebook).toHaveAttribute('target', '_blank')
    await expect(share.getByRole('link', { name: 'Share on LinkedIn (opens in a new tab)' })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${address}`,
    )
    await expect(share.getByRole('link', { name: 'Share by email' })).toHaveAttribute(
      'href',
      `mailto:?subject=${encodeURIComponent('Customer service')}&body=${address}`,
    )
    await expect(share.getByRole('link', { name: /X \(Twitter\)|WhatsApp/ })).toHaveCount(0)
  })
})

test.describe('leasing page', () => {
  test('answers at /pricing/leasing/, where the Leasing badge points', async ({ page }) => {
    const response = await page.goto('/pricing/leasing/')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Leasing' })).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'Why lease your system' }).getByRole('listitem'),
    ).toHaveCount(4)
    await expect(page.getByRole('region', { name: 'Leasing questions' }).locator('summary')).toHaveCount(4)
  })
})

for (const width of [375, 1280]) {
  test.describe(`service pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('have no axe violations, with an FAQ answer open', async ({ page }) => {
      for (const path of [SERVICE_PAGE, '/pricing/leasing/']) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1)
        const first = page.locator('details summary').first()
        await first.click()
        await expect(page.locator('details').first()).toHaveJSProperty('open', true)
        await expectNoAxeViolations(page)
      }
    })
  })
}
