import type { APIRequestContext, Locator, Page } from '@playwright/test'

import { type Admin, expect, test } from './fixtures'

/*
 * What the blocks look like to a visitor on the seeded pages: colours, positions and focus rings as Chromium
 * computes them from the site's stylesheet (the unit tests, in jsdom, have no stylesheet to compute them from).
 */

/** The site's colour tokens (src/app/(frontend)/globals.css) as computed styles report them. */
const ACCENT_600 = 'rgb(194, 55, 43)'
const BRAND_700 = 'rgb(23, 77, 138)'
const INK = 'rgb(22, 32, 44)'
const SURFACE = 'rgb(243, 246, 250)'
const WHITE = 'rgb(255, 255, 255)'
const TRANSPARENT = 'rgba(0, 0, 0, 0)'

/** The WCAG contrast ratio of two opaque computed colours (`rgb(r, g, b)`). */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const channels = colour
      .match(/[\d.]+/g)
      ?.slice(0, 3)
      .map(Number)
    if (channels?.length !== 3) throw new Error(`Not an rgb colour: ${colour}`)
    const [r, g, b] = channels.map((c) => {
      const v = c / 255
      return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
    }) as [number, number, number]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

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

/** The height of a box's middle: buttons in a row are centred on one line (an outlined one is a little taller). */
const middleOf = (b: Box) => b.y + b.height / 2

/** Gives `target` the keyboard focus by tabbing onto it from its neighbour, so :focus-visible applies. */
async function keyboardFocus(page: Page, target: Locator) {
  await target.focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  await expect(target).toBeFocused()
}

/** No ring before the focus; a solid 2 px one in `colour` once the keyboard has reached `link`. */
async function expectFocusRing(page: Page, link: Locator, colour: string) {
  expect(await computed(link, 'outline-style'), 'no ring before the focus').toEqual(['none'])
  await keyboardFocus(page, link)
  // Colours may ease in (a CSS transition): the ring is read once it has settled.
  await expect
    .poll(() => computed(link, 'outline-style', 'outline-width', 'outline-color'))
    .toEqual(['solid', '2px', colour])
}

/** Where the element's text starts and ends inside its own box: the gaps on its left and on its right. */
const textGaps = (locator: Locator) =>
  locator.evaluate((el) => {
    const range = document.createRange()
    range.selectNodeContents(el)
    const [text, own] = [range.getBoundingClientRect(), el.getBoundingClientRect()]
    return { left: text.left - own.left, right: own.right - text.right }
  })

const fontSize = async (locator: Locator) => parseFloat((await computed(locator, 'font-size'))[0]!)

const text = (value: string) => ({
  type: 'text',
  version: 1,
  text: value,
  format: 0,
  style: '',
  mode: 'normal',
  detail: 0,
})

/** A paragraph block of one paragraph, with a link in it when `link` is given. */
const paragraphWith = (before: string, link?: { label: string; url: string }, after = '') => ({
  blockType: 'paragraph',
  content: {
    root: {
      type: 'root',
      version: 1,
      direction: 'ltr',
      format: '',
      indent: 0,
      children: [
        {
          type: 'paragraph',
          version: 1,
          direction: 'ltr',
          format: '',
          indent: 0,
          textFormat: 0,
          children: [
            text(before),
            ...(link
              ? [
                  {
                    type: 'link',
                    version: 3,
                    fields: { linkType: 'custom', url: link.url, newTab: false },
                    children: [text(link.label)],
                    direction: 'ltr',
                    format: '',
                    indent: 0,
                  },
                  text(after),
                ]
              : []),
          ],
        },
      ],
    },
  },
})

const BANNERS = {
  brand: 'A brand blue band',
  accent: 'A warm red band',
  light: 'A light band',
} as const
const IMAGE_CAPTION = 'Our quietest heat pump, installed in a day'

/**
 * A published page with the blocks in the settings no seeded page shows: a centred heading, a link in running
 * text, a linked picture with a caption, a centred row of buttons, one that opens a new tab, a basic banner in
 * each colour and a hero on its brand colour band. Made once per worker, by its admin.
 */
let blocksPage: Promise<string> | undefined
const pageWithBlocks = (request: APIRequestContext, admin: Admin) =>
  (blocksPage ??= (async () => {
    const headers = { Authorization: `JWT ${admin.token}` }
    const media = await request.get('/api/media?limit=1&depth=0', { headers })
    expect(media.status(), await media.text()).toBe(200)
    const [picture] = ((await media.json()) as { docs: { id: number }[] }).docs
    expect(picture, 'a picture in the media library').toBeDefined()
    const path = `/e2e/block-looks-${Date.now()}-${Math.floor(Math.random() * 1e6)}`
    const created = await request.post('/api/pages', {
      headers,
      data: {
        title: 'Blocks as a visitor sees them',
        path,
        _status: 'published',
        layout: [
          { blockType: 'heading', text: 'Blocks as a visitor sees them', level: 'h1' },
          { blockType: 'heading', text: 'A centred heading', level: 'h2', alignment: 'center' },
          { blockType: 'heading', text: 'A heading that follows the page', level: 'h3' },
          paragraphWith('Read the ', { label: 'warranty terms', url: '/warranty' }, ' before you register.'),
          {
            blockType: 'image',
            source: 'upload',
            media: picture!.id,
            caption: IMAGE_CAPTION,
            link: '/products/heat-pumps/',
            displayWidth: 'content',
          },
          {
            blockType: 'buttons',
            alignment: 'center',
            buttons: [
              { label: 'Centred first', url: '/find-a-dealer/', variant: 'primary' },
              { label: 'Centred second', url: '/warranty', variant: 'outline' },
            ],
          },
          {
            blockType: 'buttons',
            buttons: [
              { label: 'Warranty', url: 'https://warranty.example.com', variant: 'primary', newTab: true },
            ],
          },
          ...(['brand', 'accent', 'light'] as const).map((backgroundColor) => ({
            blockType: 'basicBanner',
            title: BANNERS[backgroundColor],
            text: 'A local dealer can visit and recommend the right system.',
            buttonLabel: 'Find a dealer',
            buttonUrl: '/find-a-dealer/',
            backgroundColor,
            removeContainer: false,
          })),
          {
            blockType: 'hero',
            variant: 'color',
            backgroundColor: 'brand',
            titleLevel: 'h2',
            title: 'A hero on its colour band',
            text: 'The band a hero shows when it has no picture.',
            height: { mobile: 'compact', tablet: 'compact', desktop: 'compact' },
            removeContainer: false,
          },
        ],
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    return path
  })())

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

    for (const link of [primary, outline]) await expectFocusRing(page, link, BRAND_700)
  })

  test('the buttons stand in one row, from the column’s left edge unless the editor centres them', async ({
    page,
    request,
    admin,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/resources/troubleshooting/heat-pumps')
    const row = page
      .getByRole('main')
      .getByRole('list')
      .filter({ has: page.getByRole('link', { name: 'Maintenance tips', exact: true }) })
      .filter({ has: page.getByRole('link', { name: 'Find a dealer', exact: true }) })
    const [list, ...links] = await Promise.all([
      box(row),
      ...['Find a dealer', 'Maintenance tips'].map((name) =>
        box(row.getByRole('link', { name, exact: true })),
      ),
    ])
    const [first, second] = links.sort((a, b) => a.x - b.x) as [Box, Box]
    expect(middleOf(second), 'side by side, on the same line').toBeCloseTo(middleOf(first), 0)
    expect(second.x, 'apart').toBeGreaterThan(first.x + first.width)
    expect(first.x, 'the first at the left edge').toBeCloseTo(list.x, 0)

    await page.goto(await pageWithBlocks(request, admin))
    const centred = page
      .getByRole('main')
      .getByRole('list')
      .filter({ has: page.getByRole('link', { name: 'Centred first', exact: true }) })
    const [middle, left, right] = await Promise.all([
      box(centred),
      box(centred.getByRole('link', { name: 'Centred first', exact: true })),
      box(centred.getByRole('link', { name: 'Centred second', exact: true })),
    ])
    expect(middleOf(right), 'side by side, on the same line').toBeCloseTo(middleOf(left), 0)
    const [before, after] = [left.x - middle.x, middle.x + middle.width - (right.x + right.width)]
    expect(before, 'room on the left').toBeGreaterThan(100)
    expect(Math.abs(before - after), 'as much room on either side').toBeLessThanOrEqual(2)
  })

  test('a button that opens a new tab says so to screen readers, in words that take no room on screen', async ({
    page,
    request,
    admin,
  }) => {
    await page.goto(await pageWithBlocks(request, admin))
    const link = page
      .getByRole('main')
      .getByRole('link', { name: 'Warranty (opens in a new tab)', exact: true })
    await expect(link).toHaveAttribute('target', '_blank')
    const hint = await box(link.getByText('(opens in a new tab)'))
    expect(hint.width * hint.height, 'the hint covers at most one pixel').toBeLessThanOrEqual(1)
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

test.describe('heading and paragraph blocks', () => {
  test('a heading stands out above the paragraph text, each level a step smaller than the one above', async ({
    page,
    request,
    admin,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/why-alderline')
    const main = page.getByRole('main')
    const heading = main.getByRole('heading', { level: 2, name: 'Made to run quietly for years' })
    const paragraph = main.getByText(/^Every Alderline outdoor unit is built around/)
    expect(await fontSize(heading)).toBeGreaterThan(await fontSize(paragraph))

    await page.goto(await pageWithBlocks(request, admin))
    const [h1, h2, h3, body] = await Promise.all([
      fontSize(main.getByRole('heading', { level: 1, name: 'Blocks as a visitor sees them' })),
      fontSize(main.getByRole('heading', { level: 2, name: 'A centred heading' })),
      fontSize(main.getByRole('heading', { level: 3, name: 'A heading that follows the page' })),
      fontSize(main.getByText(/^Read the/)),
    ])
    expect(h1).toBeGreaterThan(h2)
    expect(h2).toBeGreaterThan(h3)
    expect(h3).toBeGreaterThan(body)
  })

  test('a centred heading sits in the middle of the column; one without alignment starts at its left edge', async ({
    page,
    request,
    admin,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(await pageWithBlocks(request, admin))
    const main = page.getByRole('main')
    const centred = main.getByRole('heading', { level: 2, name: 'A centred heading' })
    const plain = main.getByRole('heading', { level: 3, name: 'A heading that follows the page' })
    // Both span the column, as wide as the paragraph below them.
    const column = await box(main.getByText(/^Read the/))
    for (const heading of [centred, plain]) expect((await box(heading)).width).toBeCloseTo(column.width, 0)
    const middle = await textGaps(centred)
    expect(middle.left, 'room on the left').toBeGreaterThan(100)
    expect(Math.abs(middle.left - middle.right), 'as much room on either side').toBeLessThanOrEqual(2)
    const start = await textGaps(plain)
    expect(start.left).toBeCloseTo(0, 0)
    expect(start.right).toBeGreaterThan(100)
  })

  test('the paragraphs of a text stand apart, with at least a line’s gap between them', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/why-alderline')
    const main = page.getByRole('main')
    const [first, second] = await Promise.all([
      box(main.getByText(/^Every Alderline outdoor unit is built around/)),
      box(main.getByText(/^Variable-speed models run longer/)),
    ])
    expect(second.y - (first.y + first.height)).toBeGreaterThanOrEqual(15.5)
  })

  test('a link in the text shows a focus ring when reached by keyboard', async ({ page, request, admin }) => {
    await page.goto(await pageWithBlocks(request, admin))
    const link = page.getByRole('main').getByRole('link', { name: 'warranty terms', exact: true })
    await expect(link).toHaveAttribute('href', '/warranty')
    await expectFocusRing(page, link, BRAND_700)
  })
})

test.describe('image block', () => {
  test('a linked picture shows a focus ring when reached by keyboard; its caption sits below it in smaller text', async ({
    page,
    request,
    admin,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(await pageWithBlocks(request, admin))
    const figure = page.getByRole('main').getByRole('figure').filter({ hasText: IMAGE_CAPTION })
    const link = figure.getByRole('link')
    await expect(link).toHaveAttribute('href', '/products/heat-pumps/')
    await expectFocusRing(page, link, BRAND_700)

    const caption = figure.getByText(IMAGE_CAPTION)
    // Once the picture has its own image, both read in one go: focusing the link may scroll the page between
    // two separate measurements.
    await expect
      .poll(() =>
        figure.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 1),
      )
      .toBe(true)
    const { pictureBottom, captionTop } = await figure.evaluate((element) => ({
      pictureBottom: element.querySelector('img')!.getBoundingClientRect().bottom,
      captionTop: element.querySelector('figcaption')!.getBoundingClientRect().top,
    }))
    expect(captionTop, 'below the picture, apart from it').toBeGreaterThan(pictureBottom)
    expect(captionTop - pictureBottom).toBeLessThanOrEqual(16)
    expect(await fontSize(caption)).toBeLessThan(
      await fontSize(page.getByRole('main').getByText(/^Read the/)),
    )
    const [colour] = await computed(caption, 'color')
    expect(contrast(colour!, WHITE), 'readable on the page').toBeGreaterThanOrEqual(4.5)
  })
})

test.describe('basic banner block', () => {
  const band = (page: Page, title: string) =>
    page
      .getByRole('main')
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) })

  test('each colour is its own band, its text and title reading on it at WCAG AA', async ({
    page,
    request,
    admin,
  }) => {
    await page.goto(await pageWithBlocks(request, admin))
    const expected = { brand: [BRAND_700, WHITE], accent: [ACCENT_600, WHITE], light: [SURFACE, INK] }
    const backgrounds = new Set<string>()
    for (const [colour, title] of Object.entries(BANNERS) as [keyof typeof BANNERS, string][]) {
      const section = band(page, title)
      const [background, color] = await computed(section, 'background-color', 'color')
      expect([background, color], colour).toEqual(expected[colour])
      backgrounds.add(background!)
      const [titleColour] = await computed(section.getByRole('heading'), 'color')
      for (const foreground of [color!, titleColour!])
        expect(
          contrast(foreground, background!),
          `${colour}: ${foreground} on ${background}`,
        ).toBeGreaterThanOrEqual(4.5)
    }
    expect(backgrounds.size, 'three different bands').toBe(3)
  })

  test('on the red band the button is outlined in the band’s text colour rather than filled red', async ({
    page,
    request,
    admin,
  }) => {
    await page.goto(await pageWithBlocks(request, admin))
    const section = band(page, BANNERS.accent)
    const [background, color] = await computed(section, 'background-color', 'color')
    const button = section.getByRole('link', { name: 'Find a dealer' })
    const [fill, border, borderWidth, borderStyle] = await computed(
      button,
      'background-color',
      'border-top-color',
      'border-top-width',
      'border-top-style',
    )
    expect(fill).toBe(TRANSPARENT)
    expect([border, borderWidth, borderStyle]).toEqual([color, '2px', 'solid'])
    expect(contrast(border!, background!), 'the outline stands out from the band').toBeGreaterThanOrEqual(3)
    // On the blue band the button keeps its red fill.
    const [filled] = await computed(
      band(page, BANNERS.brand).getByRole('link', { name: 'Find a dealer' }),
      'background-color',
    )
    expect(filled).toBe(ACCENT_600)
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

  test('a hero without a picture shows its colour band: brand blue with white text', async ({
    page,
    request,
    admin,
  }) => {
    await page.goto(await pageWithBlocks(request, admin))
    const band = hero(page, 'A hero on its colour band')
    expect(await computed(band, 'background-color', 'color')).toEqual([BRAND_700, WHITE])
    expect(await computed(band.getByRole('heading'), 'color')).toEqual([WHITE])
    await expect(band.getByRole('img')).toHaveCount(0)
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
