import type { Locator, Page } from '@playwright/test'

import { expect, test } from './fixtures'

/*
 * What the blocks look like to a visitor on the seeded pages: colours, positions and focus rings as Chromium
 * computes them from the site's stylesheet (the unit tests, in jsdom, have no stylesheet to compute them from).
 */

/** The site's colour tokens (src/app/(frontend)/globals.css) as computed styles report them. */
const ACCENT_600 = 'rgb(194, 55, 43)'
const BRAND_700 = 'rgb(23, 77, 138)'
const SURFACE = 'rgb(243, 246, 250)'
const WHITE = 'rgb(255, 255, 255)'
const TRANSPARENT = 'rgba(0, 0, 0, 0)'

const computed = (locator: Locator, ...properties: string[]) =>
  locator.evaluate(
    (el, names) => names.map((name) => getComputedStyle(el).getPropertyValue(name)),
    properties,
  )

type Box = { x: number; y: number; width: number; height: number }

const box = async (locator: Locator): Promise<Box> => {
  const found = await locator.boundingBox()
  if (!found) throw new Error('The element takes no box on screen')
  return found
}

/** Gives `target` the keyboard focus by tabbing onto it from its neighbour, so :focus-visible applies. */
async function keyboardFocus(page: Page, target: Locator) {
  await target.focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  await expect(target).toBeFocused()
}

test.describe('buttons block', () => {
  test('a primary button is accent red and an outline one is drawn in the text colour, both with a focus ring', async ({
    page,
  }) => {
    await page.goto('/resources/troubleshooting/heat-pumps')
    // The yearly tune-up section every troubleshooting page ends with.
    const row = page
      .getByRole('main')
      .getByRole('list')
      .filter({ has: page.getByRole('link', { name: 'Maintenance tips', exact: true }) })
      .filter({ has: page.getByRole('link', { name: 'Find a dealer', exact: true }) })
    const primary = row.getByRole('link', { name: 'Find a dealer', exact: true })
    const outline = row.getByRole('link', { name: 'Maintenance tips', exact: true })
    expect(await computed(primary, 'background-color', 'color')).toEqual([ACCENT_600, WHITE])
    const [background, color, borderColor, borderWidth, borderStyle] = await computed(
      outline,
      'background-color',
      'color',
      'border-top-color',
      'border-top-width',
      'border-top-style',
    )
    expect(background).toBe(TRANSPARENT)
    expect(borderColor).toBe(color)
    expect([borderWidth, borderStyle]).toEqual(['2px', 'solid'])

    for (const link of [primary, outline]) {
      expect(await computed(link, 'outline-style'), 'no ring before the focus').toEqual(['none'])
      await keyboardFocus(page, link)
      // The button's colours ease in (a CSS transition): the ring is read once it has settled.
      await expect
        .poll(() => computed(link, 'outline-style', 'outline-width', 'outline-color'))
        .toEqual(['solid', '2px', BRAND_700])
    }
  })

  test('a secondary button is brand blue with white text', async ({ page }) => {
    await page.goto('/')
    const furnaces = page
      .getByRole('main')
      .getByRole('listitem')
      .getByRole('link', { name: 'Furnaces', exact: true })
    expect(await computed(furnaces, 'background-color', 'color')).toEqual([BRAND_700, WHITE])
  })
})

test.describe('customer service card block', () => {
  test('its Contact Dealer link shows a focus ring when reached by keyboard', async ({ page }) => {
    await page.goto('/customer-service')
    const contact = page
      .getByRole('region', { name: 'Need help?' })
      .getByRole('link', { name: 'Contact Dealer' })
    expect(await computed(contact, 'outline-style'), 'no ring before the focus').toEqual(['none'])
    await keyboardFocus(page, contact)
    const [style, width, color] = await computed(contact, 'outline-style', 'outline-width', 'outline-color')
    expect([style, width]).toEqual(['solid', '2px'])
    expect(color).not.toBe(TRANSPARENT)
  })
})

test.describe('fifty-fifty block', () => {
  const section = (page: Page, title: string) => page.getByRole('region', { name: title })

  test('on a wide screen the image sits on the side the editor chose, beside the text', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/resources/home-app')
    const right = section(page, 'Your system, in your pocket')
    const [rightImage, rightTitle] = [right.getByRole('img'), right.getByRole('heading')]
    // The picture element takes no box: its image is the grid's item.
    expect(await computed(right.locator('picture'), 'display')).toEqual(['contents'])
    const [image, title] = [await box(rightImage), await box(rightTitle)]
    expect(image.x, 'image right of the text').toBeGreaterThanOrEqual(title.x + title.width)
    expect(image.y, 'beside the text, not below it').toBeLessThan(title.y + title.height)

    await page.goto('/resources/home-app/diagnostics')
    const left = section(page, 'Problems found early cost less')
    const [leftImage, leftTitle] = [await box(left.getByRole('img')), await box(left.getByRole('heading'))]
    expect(leftImage.x + leftImage.width, 'image left of the text').toBeLessThanOrEqual(leftTitle.x)
  })

  test('on a phone the image comes first, above the text, whichever side it takes on a wide screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/resources/home-app')
    const right = section(page, 'Your system, in your pocket')
    const [image, title] = [await box(right.getByRole('img')), await box(right.getByRole('heading'))]
    expect(image.y + image.height).toBeLessThanOrEqual(title.y)
  })
})

test.describe('data table block', () => {
  test('on a phone the fixed first column stays put and opaque while the other columns scroll under it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/warranty')
    const table = page.getByRole('table', { name: 'Warranty types compared' })
    const base = table.getByRole('rowheader', { name: 'Base limited' })
    const registered = table.getByRole('rowheader', { name: 'Registered limited' })
    const years = table.getByRole('cell', { name: '5 years', exact: true })
    await base.scrollIntoViewIfNeeded()
    // The editor coloured the registered row light (the surface tone); the others stay white, never see-through.
    expect(await computed(base, 'background-color')).toEqual([WHITE])
    expect(await computed(registered, 'background-color')).toEqual([SURFACE])

    const [baseBefore, yearsBefore] = [await box(base), await box(years)]
    const scrolled = await table.evaluate((el) => {
      // The box around the table that scrolls sideways.
      let scroller = el.parentElement
      while (scroller && getComputedStyle(scroller).overflowX !== 'auto') scroller = scroller.parentElement
      if (!scroller) return 0
      scroller.scrollLeft = 120
      return scroller.scrollLeft
    })
    expect(scrolled, 'the table is wider than the phone').toBeGreaterThan(0)
    await expect.poll(async () => (await box(years)).x).toBeCloseTo(yearsBefore.x - scrolled, 0)
    expect((await box(base)).x).toBeCloseTo(baseBefore.x, 0)
    // Drawn above the cells that pass under it.
    const [x, y] = [baseBefore.x + 2, baseBefore.y + baseBefore.height / 2]
    expect(await page.evaluate(([px, py]) => document.elementFromPoint(px!, py!)?.textContent, [x, y])).toBe(
      'Base limited',
    )
  })
})

test.describe('hero block', () => {
  const INK = 'rgb(22, 32, 44)'
  /** brand-900 (#0c2a4d) at 75 % opacity, as a canvas reads it back. */
  const SCRIM_RGBA = [12, 42, 77, 191]
  /** A hero on the Why Alderline page, by its title. */
  const hero = (page: Page, title: string) =>
    page
      .getByRole('main')
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
      .last()
  const PICTURE_HERO = 'Comfort built to last, installed by people you know'
  const VIDEO_HERO = 'Installed and serviced by trained technicians'
  const COLOUR_HERO = 'Register within 60 days for 10 years of parts coverage'

  test('on a phone, white text over the picture on a dark scrim; a light band with dark text in the page’s width', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/why-alderline')
    const first = hero(page, PICTURE_HERO)
    expect(await computed(first.getByRole('heading', { level: 1 }), 'color')).toEqual([WHITE])
    // The scrim's colour as drawn (Chromium reports a colour mixed by the stylesheet in oklab): brand-900 at 75 %.
    const scrims = await first.evaluate((section) =>
      [...section.children]
        .filter((child) => child.getAttribute('aria-hidden') === 'true')
        .map((child) => {
          const [outer, inner] = [section.getBoundingClientRect(), child.getBoundingClientRect()]
          const canvas = document.createElement('canvas').getContext('2d')!
          canvas.fillStyle = getComputedStyle(child).backgroundColor
          canvas.fillRect(0, 0, 1, 1)
          return {
            rgba: [...canvas.getImageData(0, 0, 1, 1).data],
            covers: inner.width === outer.width && inner.height === outer.height,
          }
        }),
    )
    const scrim = scrims.find((s) => s.covers && s.rgba[3]! > 0)
    expect(scrim, 'a coloured layer covering the hero').toBeDefined()
    const near = (actual: number[], expected: number[]) =>
      actual.every((v, i) => Math.abs(v - expected[i]!) <= 2)
    expect(near(scrim!.rgba, SCRIM_RGBA), `scrim ${scrim!.rgba.join(', ')}`).toBe(true)

    const band = hero(page, COLOUR_HERO)
    expect(await computed(band, 'background-color', 'color', 'border-top-left-radius')).toEqual([
      SURFACE,
      INK,
      '16px',
    ])
    const [bandBox, mainBox] = [await box(band), await box(page.getByRole('main'))]
    expect(bandBox.width, 'boxed inside the page, not spanning the window').toBeLessThan(mainBox.width)
  })

  for (const [width, video, colour] of [
    [375, '288px', '288px'],
    [800, '448px', '320px'],
    [1280, '640px', '352px'],
  ] as const) {
    test(`keeps the least height the editor chose for a ${width} px screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/why-alderline')
      // Video hero: compact on phones, medium on tablets, tall on desktops; colour hero: compact on each.
      expect(await computed(hero(page, VIDEO_HERO), 'min-height')).toEqual([video])
      expect(await computed(hero(page, COLOUR_HERO), 'min-height')).toEqual([colour])
      expect((await box(hero(page, VIDEO_HERO))).height).toBeGreaterThanOrEqual(parseFloat(video))
    })
  }
})

test.describe('columns block', () => {
  const HEADINGS = ['Heating', 'Cooling', 'Heat pumps']
  /** The home page's three columns (the thirds preset), each found by the heading it starts with. */
  const columnBoxes = (page: Page) =>
    Promise.all(
      HEADINGS.map((name) =>
        box(
          page
            .getByRole('main')
            .getByRole('heading', { level: 2, name, exact: true })
            .first()
            .locator('xpath=..'),
        ),
      ),
    )

  test('on a wide screen the columns stand side by side in equal widths, with a gap between them', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/')
    const [a, b, c] = await columnBoxes(page)
    const pairs: [Box, Box][] = [
      [a!, b!],
      [b!, c!],
    ]
    for (const [left, right] of pairs) {
      expect(right.x, 'left to right, apart').toBeGreaterThan(left.x + left.width)
      expect(Math.abs(right.width - left.width), 'equal widths').toBeLessThanOrEqual(1)
    }
    expect(Math.abs(b!.x - (a!.x + a!.width) - (c!.x - (b!.x + b!.width)))).toBeLessThanOrEqual(1)
  })

  test('on a phone the columns stack in their order, each the full width', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/')
    const [a, b, c] = await columnBoxes(page)
    expect(b!.y).toBeGreaterThanOrEqual(a!.y + a!.height)
    expect(c!.y).toBeGreaterThanOrEqual(b!.y + b!.height)
    for (const column of [b!, c!]) expect([column.x, column.width]).toEqual([a!.x, a!.width])
  })
})

test.describe('accordion block before any script', () => {
  test.use({ pageScripts: false, javaScriptEnabled: false })
  const LASTS = /Most furnaces and air conditioners last 15 to 20 years/
  const COSTS = /Installed prices start at about \$3,400/

  // The home page's first questions: the first opens on desktops only, the second on no device.
  for (const [width, lastsShown] of [
    [375, false],
    [800, false],
    [1280, true],
  ] as const) {
    test(`shows at ${width} px only the answers the editor opened for that device`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/')
      const [lasts, costs] = [
        page.getByRole('main').getByText(LASTS),
        page.getByRole('main').getByText(COSTS),
      ]
      // Both answers are in the page; only CSS keeps a closed one out of sight.
      await expect(lasts).toHaveCount(1)
      await expect(costs).toHaveCount(1)
      if (lastsShown) await expect(lasts).toBeVisible()
      else await expect(lasts).toBeHidden()
      await expect(costs).toBeHidden()
      await expect(page.getByText('What does a new system cost?').first()).toBeVisible()
    })
  }
})
