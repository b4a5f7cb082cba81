import type { APIRequestContext } from '@playwright/test'

import { expect, expectNoAxeViolations, test } from './fixtures'
import { cardNames, dealerCards, searchDealers } from './locatorHelpers'

const settingsUrl = '/api/globals/site-settings'

async function setSingleDealer(
  request: APIRequestContext,
  token: string,
  value: { isSingleDealer: boolean; singleDealerCompanyId: number | null },
) {
  const res = await request.post(settingsUrl, {
    headers: { Authorization: `JWT ${token}` },
    data: { singleDealer: value },
  })
  expect(res.status(), await res.text()).toBe(200)
}

// These tests change site-wide settings, so they run one after another and put everything back.
test.describe.configure({ mode: 'serial' })

for (const width of [375, 1280]) {
  test.describe(`locator settings at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('single-dealer mode shows the one configured dealer, fetched through dealers/lookup', async ({
      page,
      request,
      admin,
    }) => {
      const [only] = (await searchDealers(request, '99723')).dealers
      await setSingleDealer(request, admin.token, {
        isSingleDealer: true,
        singleDealerCompanyId: only!.data.companyID,
      })
      try {
        const lookups: string[] = []
        page.on('request', (r) => r.url().includes('/api/v1/dealers/lookup') && lookups.push(r.url()))
        await page.goto('/find-your-dealer?zipcode=10001')
        await expect(dealerCards(page)).toHaveCount(1)
        expect(await cardNames(page)).toEqual([only!.data.name])
        expect(lookups[0]).toContain(`cid=${only!.data.companyID}`)
        await expect(page.getByText(/^Showing/)).toHaveCount(0)
        await expectNoAxeViolations(page)
      } finally {
        await setSingleDealer(request, admin.token, { isSingleDealer: false, singleDealerCompanyId: null })
      }
    })

    test('the support variant of zero results names the support line', async ({ page, request, admin }) => {
      const path = `/e2e/locator-support-${width}`
      const res = await request.post('/api/pages', {
        headers: { Authorization: `JWT ${admin.token}` },
        data: {
          title: 'Locator support variant',
          path,
          _status: 'published',
          layout: [
            {
              blockType: 'dealerLocator',
              locator_block_title: 'Dealers',
              title_tag: 'h1',
              title_classes: 'standard',
              zero_result_variant: 'support',
              show_zip_box: true,
            },
          ],
        },
      })
      expect(res.status(), await res.text()).toBe(201)
      await page.goto(`${path}?zipcode=96910`)
      await expect(page.getByText('Thank you for your interest')).toBeVisible()
      await expect(page.getByText(/Mon-Fri 7am-5pm CST/)).toBeVisible()
      await expect(page.getByRole('main').getByRole('link', { name: '1-800-555-0142' })).toHaveAttribute(
        'href',
        'tel:18005550142',
      )
      await expectNoAxeViolations(page)
    })
  })
}
