import type { APIRequestContext, Page } from '@playwright/test'

import { expect, expectNoAxeViolations, test } from './fixtures'
import { fillContact } from './leadFormHelpers'
import { SUCCESS } from './specTexts'

const PAGE = '/rebates/'
const BLOCK_TITLE = 'Find rebates in your area'

/** The rebate block, named by its title (the header has a zip box of its own). */
const rebateBlock = (page: Page, title = BLOCK_TITLE) => page.getByRole('region', { name: title })

async function searchRebates(page: Page, zip: string, title = BLOCK_TITLE) {
  const block = rebateBlock(page, title)
  await block.getByLabel('Zip or postal code', { exact: true }).fill(zip)
  await block.getByRole('button', { name: 'See rebates' }).click()
  return block
}

/** The dealer the rebate page should offer: the one the dealer search puts nearest. */
async function nearestDealerName(request: APIRequestContext, zip: string): Promise<string> {
  const res = await request.get(`/api/v1/dealers/locations?brand=ALD&zipcode=${zip}`)
  const { dealers } = (await res.json()) as { dealers: { data: { name: string }; distance: number }[] }
  const nearest = dealers.reduce((best, d) => (d.distance < best.distance ? d : best))
  return nearest.data.name
}

/** Sends the contact form for the nearest dealer, reads the success text and closes the dialog. */
async function contactNearest(page: Page, block: ReturnType<typeof rebateBlock>, dealerName: string) {
  await block.getByRole('button', { name: 'Contact a local Alderline dealer' }).click()
  const dialog = page.getByRole('dialog', { name: `Contact ${dealerName}` })
  await expect(dialog).toBeVisible()
  await fillContact(dialog)
  await dialog.getByRole('button', { name: 'Submit' }).click()
  await expect(dialog.getByText(SUCCESS.dealer)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
}

test.describe('rebate savings', () => {
  test('a zip with programs shows the largest rebate in whole dollars and links to the programs', async ({
    page,
  }) => {
    await page.goto(PAGE)
    await expect(page.getByRole('heading', { level: 1, name: 'Rebates and tax credits' })).toBeVisible()
    const block = await searchRebates(page, '10001')
    await expect(block.getByRole('heading', { name: 'Rebates for New York, NY' })).toBeVisible()
    await expect(block.getByText('$5,000', { exact: true })).toBeVisible()
    await expect(block.getByText(/\$\d[\d,]*\.\d{2}/)).toHaveCount(0)
    const program = block.getByRole('link', { name: /^Demo: Empire State Heat Pump Rebate/ })
    // The demo programs' pages are sections of a demo page of this site, opened in the same tab.
    await expect(program).toHaveAttribute('href', '/demo/rebate-programs#empire-state-heat-pump-rebate')
    expect(await program.getAttribute('target')).toBeNull()
    expect(await page.evaluate(() => JSON.stringify(window.dataLayer))).toContain(
      '{"event":"ecorebates-search","form_id":"rebate-savings","zipcode":"10001"}',
    )
    await expectNoAxeViolations(page)
  })

  test('a zip without programs says no rebates were found', async ({ page }) => {
    await page.goto(PAGE)
    const block = await searchRebates(page, '82001')
    await expect(block.getByText('No rebates found for this location.')).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('a failing rebate service shows the error text', async ({ page }) => {
    await page.route('**/api/v1/rebates/productRebateDetails.json**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal error"}' }),
    )
    await page.goto(PAGE)
    const block = await searchRebates(page, '10001')
    // Two retries, one and two seconds apart, come first.
    await expect(block.getByRole('alert')).toHaveText(
      'Unable to retrieve savings information. Please check your Zip Code and try again.',
    )
    await expectNoAxeViolations(page)
  })

  test('contacting the nearest dealer ends in Congrats! with more dealers in a carousel', async ({
    page,
    request,
  }) => {
    const dealerName = await nearestDealerName(request, '10001')
    await page.goto(PAGE)
    const block = await searchRebates(page, '10001')
    await expect(block.getByText('$5,000', { exact: true })).toBeVisible()
    await contactNearest(page, block, dealerName)
    await expect(block.getByRole('heading', { name: 'Congrats!' })).toBeFocused()
    await expect(
      block.getByRole('region', { name: 'Congrats!' }).getByRole('heading', { name: dealerName }),
    ).toBeVisible()
    await expect(block.getByRole('button', { name: 'Contact a local Alderline dealer' })).toBeHidden()
    const more = block.getByRole('region', { name: 'Connect with even more dealers' })
    await expect(more).toBeVisible()
    await expect(more.getByRole('group', { name: /^1 of \d+$/ })).toHaveCount(1)
    await expectNoAxeViolations(page)
  })

  test('with hide_slider 1 the Congrats! panel comes without the carousel', async ({
    page,
    request,
    admin,
  }) => {
    const path = `/e2e/rebates-hidden-slider-${Date.now()}`
    const title = 'Rebates without the carousel'
    const res = await request.post('/api/pages', {
      headers: { Authorization: `JWT ${admin.token}` },
      data: {
        title: 'Rebates, carousel hidden',
        path,
        _status: 'published',
        layout: [
          { blockType: 'heading', text: 'Rebates, carousel hidden', level: 'h1' },
          { blockType: 'rebateSavings', title, hide_slider: '1' },
        ],
      },
    })
    expect(res.status(), await res.text()).toBe(201)
    const dealerName = await nearestDealerName(request, '10001')
    await page.goto(path)
    const block = await searchRebates(page, '10001', title)
    await expect(block.getByText('$5,000', { exact: true })).toBeVisible()
    await contactNearest(page, block, dealerName)
    await expect(block.getByRole('heading', { name: 'Congrats!' })).toBeVisible()
    await expect(block.getByText('Connect with even more dealers')).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'Connect with even more dealers' })).toHaveCount(0)
    await expectNoAxeViolations(page)
  })
})
