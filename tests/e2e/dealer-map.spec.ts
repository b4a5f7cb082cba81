import type { Page, Response } from '@playwright/test'
import sharp from 'sharp'

import { expect, expectHydrated, expectNoAxeViolations, test } from './fixtures'
import { dealerCards } from './locatorHelpers'

// The map of the locator's results (docs/map.md): opened with 'Show map' or by ?map=1, the page's dealers as
// numbered pins over the site's own basemap, each pin a button that takes the keyboard to its card. Opened by
// the address (and on a dealer's page) it is a picture drawn on the server until the visitor asks it to move.

const main = (page: Page) => page.getByRole('main')
const showMap = (page: Page) => main(page).getByRole('button', { name: 'Show map' })
const mapBox = (page: Page) => main(page).locator('[data-dealer-map="locator"]')
const pins = (page: Page) => mapBox(page).locator('button[data-pin]')

/** A script of MapLibre's: its code names the classes of its map elements. */
const isMapLibre = (source: string) => source.includes('maplibregl-canvas')

/** Every script the page loads from now on, by address, with whether it is MapLibre's. */
function watchScripts(page: Page): Map<string, Promise<boolean>> {
  const scripts = new Map<string, Promise<boolean>>()
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script') return
    scripts.set(
      response.url(),
      response.text().then(isMapLibre, () => false),
    )
  })
  return scripts
}

/** The share of the map box's pixels in the basemap's land colour, from a screenshot. */
async function landShare(page: Page): Promise<number> {
  const png = await mapBox(page).screenshot()
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const [r, g, b] = [0xf6, 0xf5, 0xf0]
  let land = 0
  for (let i = 0; i < data.length; i += 3)
    if (Math.abs(data[i]! - r) <= 2 && Math.abs(data[i + 1]! - g) <= 2 && Math.abs(data[i + 2]! - b) <= 2)
      land++
  return land / (info.width * info.height)
}

const anyMapLibre = async (scripts: Map<string, Promise<boolean>>) =>
  (await Promise.all(scripts.values())).some(Boolean)

for (const width of [375, 1280]) {
  test.describe(`the locator's map at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('opens on Show map without MapLibre in the first load, draws the basemap, one pin per card', async ({
      page,
    }) => {
      const scripts = watchScripts(page)
      await page.goto('/find-your-dealer?zipcode=10001')
      await expectHydrated(showMap(page))
      await expect(dealerCards(page).first()).toBeVisible()
      expect(await anyMapLibre(scripts), 'MapLibre in the first load').toBe(false)

      await showMap(page).click()
      await expect(main(page).getByRole('button', { name: 'Hide map' })).toHaveAttribute(
        'aria-expanded',
        'true',
      )
      await expect(page).toHaveURL(/[?&]map=1\b/)
      await expect(mapBox(page).locator('[data-map-ready="true"]')).toBeAttached({ timeout: 20_000 })
      expect(await anyMapLibre(scripts), 'MapLibre once the map is open').toBe(true)

      // The canvas drew the basemap: a good part of the box is the land's colour (the box itself is the water's).
      await expect.poll(() => landShare(page), { timeout: 15_000 }).toBeGreaterThan(0.05)
      await expect(mapBox(page).locator('canvas')).toHaveAttribute('aria-hidden', 'true')

      const cards = await dealerCards(page).count()
      expect(cards).toBeGreaterThan(0)
      await expect(pins(page)).toHaveCount(cards)
      const numbers = await dealerCards(page).locator('[data-card-number]').allInnerTexts()
      expect(numbers).toEqual(Array.from({ length: cards }, (_, i) => String(i + 1)))
      const first = await dealerCards(page).first().locator('h3').innerText()
      await expect(pins(page).first()).toHaveAccessibleName(
        new RegExp(`^1\\. ${first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, \\d+\\.\\d miles?$`),
      )

      await expectNoAxeViolations(page)

      await main(page).getByRole('button', { name: 'Hide map' }).click()
      await expect(mapBox(page)).toHaveCount(0)
      await expect(page).not.toHaveURL(/[?&]map=1\b/)
    })

    test('a link with ?map=1 shows the poster first; Move and zoom loads MapLibre, Tab reaches the pins, Enter on a pin focuses its card', async ({
      page,
    }) => {
      const scripts = watchScripts(page)
      await page.goto('/find-your-dealer?zipcode=10001&map=1')
      const move = mapBox(page).getByRole('button', { name: 'Move and zoom the map' })
      await expectHydrated(move)
      const poster = mapBox(page).getByRole('img', {
        name: /^Map of the \d+ dealers shown, numbered as in the list$/,
      })
      await expect(poster).toBeVisible()
      await expect
        .poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true)
      expect(await anyMapLibre(scripts), 'MapLibre before the map is asked to move').toBe(false)
      await expectNoAxeViolations(page)

      await move.focus()
      await page.keyboard.press('Enter')
      await expect(mapBox(page).getByRole('region', { name: 'Map of the dealers shown' })).toBeFocused()
      await expect(mapBox(page).locator('[data-map-ready="true"]')).toBeAttached({ timeout: 20_000 })
      expect(await anyMapLibre(scripts), 'MapLibre once asked').toBe(true)
      const count = await dealerCards(page).count()
      expect(count).toBeGreaterThan(1)
      await expect(pins(page)).toHaveCount(count)

      await page.keyboard.press('Tab')
      await expect(pins(page).first()).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(pins(page).nth(1)).toBeFocused()
      await page.keyboard.press('Enter')
      const second = dealerCards(page).nth(1)
      await expect(second).toBeFocused()
      await expect(second).toBeInViewport()
    })

    test('the second page numbers its pins and cards from 4, on the poster and on the map', async ({
      page,
    }) => {
      await page.goto('/find-your-dealer?zipcode=10001&map=1&page=2')
      const poster = mapBox(page).locator('img')
      await expect(poster).toHaveAttribute('src', /[?&]pins=[^&]*%2C4(%3B|&|$)/)
      await expectHydrated(mapBox(page).getByRole('button', { name: 'Move and zoom the map' }))
      await poster.click()
      await expect(mapBox(page).locator('[data-map-ready="true"]')).toBeAttached({ timeout: 20_000 })
      await expect(pins(page).first()).toHaveAccessibleName(/^4\. /)
      await expect(dealerCards(page).first().locator('[data-card-number]')).toHaveText('4')
    })
  })
}

test('a link with ?map=1 renders the map’s room in the server’s HTML, so nothing moves as it loads', async ({
  request,
}) => {
  const html = await (await request.get('/find-your-dealer?zipcode=10001&map=1')).text()
  expect(html).toContain('data-dealer-map="locator"')
  expect(html).toContain('Hide map')
  // Not even for a moment closed: the part streamed before the address is read is open too.
  expect(html).not.toContain('Show map')
  // The poster is in the HTML: the pins' picture shows before any script runs.
  expect(html).toMatch(
    /<img[^>]+src="\/api\/v1\/map\/poster\?w=768&amp;h=320&amp;safe=330&amp;pins=[^"]+&amp;code=10001/,
  )
})

test.describe('a dealer’s page', () => {
  type Found = { dealers: { data: { showAddress?: boolean | null }; pagePath?: string | null }[] }

  test('shows a picture of the dealer’s map, MapLibre once asked to move it, and none for a private address', async ({
    page,
    request,
  }) => {
    // A dealer that shows its address and one that keeps it private, from the demo network's big cities.
    const dealers: Found['dealers'] = []
    for (const zip of ['10001', '60614', '94110', '77002']) {
      const res = await request.get(`/api/v1/dealers/locations?brand=ALD&zipcode=${zip}`)
      dealers.push(...((await res.json()) as Found).dealers)
    }
    const shown = dealers.find((d) => d.data.showAddress === true && d.pagePath)
    const hidden = dealers.find((d) => d.data.showAddress !== true && d.pagePath)
    expect(shown?.pagePath).toBeTruthy()
    expect(hidden?.pagePath).toBeTruthy()

    const scripts = watchScripts(page)
    await page.goto(shown!.pagePath!)
    const map = page.locator('[data-dealer-map="dealer"]')
    const name = await page.getByRole('heading', { level: 1 }).innerText()
    const poster = map.getByRole('img', { name: `Map: ${name}` })
    await poster.scrollIntoViewIfNeeded()
    await expect
      .poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)
    expect(
      (await Promise.all(scripts.values())).some(Boolean),
      'MapLibre before the map is asked to move',
    ).toBe(false)
    await expectNoAxeViolations(page)

    await map.getByRole('button', { name: 'Move and zoom the map' }).click()
    await expect(map.locator('canvas')).toBeVisible({ timeout: 20_000 })
    await expect(map.locator('canvas')).toHaveAttribute('aria-hidden', 'true')
    expect((await Promise.all(scripts.values())).some(Boolean)).toBe(true)
    await expectNoAxeViolations(page)

    await page.goto(hidden!.pagePath!)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('[data-dealer-map]')).toHaveCount(0)
  })
})
