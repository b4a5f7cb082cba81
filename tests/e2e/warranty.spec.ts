import type { Locator, Page } from '@playwright/test'

import { expect, expectHydrated, expectNoAxeViolations, test } from './fixtures'

const WARRANTY_PAGE = '/warranty'
const REGISTER = 'Register new product'
const LOOKUP = 'Look up an existing warranty'
const REGISTERED_QUESTION = 'What is the registered limited warranty?'
const BASE_QUESTION = 'What is the base limited warranty?'

const hero = (page: Page) => page.getByRole('region', { name: 'Alderline warranty' })
const questions = (page: Page) => page.getByRole('region', { name: 'Warranty questions' })
const care = (page: Page) => page.getByRole('region', { name: 'Care that keeps your system running' })

/** The panel a disclosure button controls. */
async function panelOf(button: Locator): Promise<Locator> {
  const id = await button.getAttribute('aria-controls')
  expect(id, 'the button names its panel').toBeTruthy()
  return button.page().locator(`[id="${id}"]`)
}

test.describe('warranty page dialogs', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('open and close with the mouse, each on its own, with the sites in a new tab', async ({ page }) => {
    expect((await page.goto(WARRANTY_PAGE))?.status()).toBe(200)
    // A click on the server's button before React takes it over would be lost.
    await expectHydrated(hero(page).getByRole('button', { name: REGISTER }))
    await expectHydrated(hero(page).getByRole('button', { name: LOOKUP }))
    await hero(page).getByRole('button', { name: REGISTER }).click()
    const register = page.getByRole('dialog', { name: REGISTER })
    await expect(register).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(1)
    for (const needed of [
      'The installation date',
      'The address where the product is installed',
      'The name of the dealer who installed it',
    ])
      await expect(register.getByText(needed)).toBeVisible()
    await expect(register.getByRole('link', { name: /Where to find the serial number/ })).toHaveAttribute(
      'href',
      '/api/documents/file/serial-number-instructions.pdf',
    )
    const site = register.getByRole('link', { name: 'Register on the warranty site (opens in a new tab)' })
    await expect(site).toHaveAttribute('href', '/demo/warranty-registration')
    await expect(site).toHaveAttribute('target', '_blank')
    await register.getByRole('button', { name: 'Close' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)

    await hero(page).getByRole('button', { name: LOOKUP }).click()
    const lookup = page.getByRole('dialog', { name: LOOKUP })
    await expect(lookup.getByText(/serial number ready/)).toBeVisible()
    await expect(lookup.getByRole('link', { name: /Look up your warranty/ })).toHaveAttribute(
      'href',
      '/demo/warranty-lookup',
    )
    await expect(page.getByRole('dialog', { name: REGISTER })).toHaveCount(0)
    await lookup.getByRole('button', { name: 'Close' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('open with the keyboard, and Escape returns focus to the button that opened them', async ({
    page,
  }) => {
    await page.goto(WARRANTY_PAGE)
    for (const [name, key] of [
      [REGISTER, 'Enter'],
      [LOOKUP, 'Space'],
    ] as const) {
      const button = hero(page).getByRole('button', { name })
      await expectHydrated(button)
      await button.focus()
      await page.keyboard.press(key)
      await expect(page.getByRole('dialog', { name })).toBeVisible()
      await expect(page.getByRole('dialog')).toHaveCount(1)
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(button).toBeFocused()
    }
  })

  test('the warranty button opens the same lookup dialog', async ({ page }) => {
    await page.goto(WARRANTY_PAGE)
    const button = page.getByRole('button', { name: 'Check a warranty' })
    await expectHydrated(button)
    await button.focus()
    await page.keyboard.press('Enter')
    const lookup = page.getByRole('dialog', { name: LOOKUP })
    await expect(lookup.getByRole('link', { name: /Look up your warranty/ })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(button).toBeFocused()
  })
})

test.describe('warranty questions', () => {
  test('open by default on a desktop as the editor set them, and toggle by mouse and keyboard', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(WARRANTY_PAGE)
    const registered = questions(page).getByRole('button', { name: REGISTERED_QUESTION })
    await expectHydrated(registered)
    await expect(registered).toHaveAttribute('aria-expanded', 'true')
    await expect((await panelOf(registered)).getByText(/usually lasts 10 years/)).toBeVisible()

    const base = questions(page).getByRole('button', { name: BASE_QUESTION })
    await expectHydrated(base)
    const answer = (await panelOf(base)).getByText(/usually lasts 5 years/)
    await expect(base).toHaveAttribute('aria-expanded', 'false')
    await expect(answer).toBeHidden()
    await base.click()
    await expect(base).toHaveAttribute('aria-expanded', 'true')
    await expect(answer).toBeVisible()
    await base.focus()
    await page.keyboard.press('Enter')
    await expect(answer).toBeHidden()
    await page.keyboard.press('Space')
    await expect(answer).toBeVisible()
  })

  test('stay closed on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(WARRANTY_PAGE)
    const registered = questions(page).getByRole('button', { name: REGISTERED_QUESTION })
    await expectHydrated(registered)
    await expect(registered).toHaveAttribute('aria-expanded', 'false')
    await expect((await panelOf(registered)).getByText(/usually lasts 10 years/)).toBeHidden()
  })

  test.describe('without its scripts', () => {
    test.use({ pageScripts: false })

    test('before the page’s script arrives, the server’s HTML already shows each device’s default', async ({
      page,
    }) => {
      // The page's own inline scripts still run (they place streamed HTML); the bundles that hydrate it do not.
      await page.route('**/_next/static/**/*.js', (route) => route.abort())
      for (const [width, visible] of [
        [1280, true],
        [800, true],
        [375, false],
      ] as const) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(WARRANTY_PAGE)
        const text = questions(page).getByText(/usually lasts 10 years/)
        if (visible) await expect(text, `${width} px`).toBeVisible()
        else await expect(text, `${width} px`).toBeHidden()
        await expect(questions(page).getByText(/usually lasts 5 years/), `${width} px`).toBeHidden()
      }
    })
  })
})

test.describe('expandable cards', () => {
  test('open and close the rest of a card', async ({ page }) => {
    await page.goto(WARRANTY_PAGE)
    const more = page.getByRole('button', { name: 'More details about Find the serial number' })
    await expectHydrated(more)
    const text = (await panelOf(more)).getByText(/Serial No\./)
    await expect(text).toBeHidden()
    await more.click()
    await expect(more).toHaveAttribute('aria-expanded', 'true')
    await expect(text).toBeVisible()
    await more.click()
    await expect(text).toBeHidden()
  })
})

test.describe('tabs with a switching background', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('switch the list and the background picture with the tab, by mouse and keyboard', async ({ page }) => {
    await page.goto(WARRANTY_PAGE)
    const section = care(page)
    const picture = () => section.getByRole('tabpanel').getByRole('img')
    await expect(section.getByRole('tab', { name: 'Air conditioners' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(picture()).toBeVisible()
    const first = await picture().getAttribute('src')
    await expect(section.getByRole('tabpanel').getByText('Professional suggested')).toBeVisible()

    const furnaces = section.getByRole('tab', { name: 'Furnaces' })
    await expectHydrated(furnaces)
    await furnaces.click()
    await expect(section.getByRole('tabpanel').getByText(/heat exchanger every fall/)).toBeVisible()
    await expect(picture()).toBeVisible()
    const second = await picture().getAttribute('src')
    expect(second).not.toBe(first)

    // On wide screens the shown tab's picture fills the section behind the card.
    const [box, sectionBox] = await Promise.all([picture().boundingBox(), section.boundingBox()])
    expect(box?.width).toBeCloseTo(sectionBox?.width ?? 0, 0)

    await furnaces.focus()
    await page.keyboard.press('ArrowRight')
    await expect(section.getByRole('tab', { name: 'Heat pumps' })).toHaveAttribute('aria-selected', 'true')
    expect(await picture().getAttribute('src')).not.toBe(second)
  })
})

test.describe('warranty comparison table at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('scrolls sideways in its region while the first column stays in place', async ({ page }) => {
    await page.goto(WARRANTY_PAGE)
    const region = page.getByRole('region', { name: 'Warranty types compared' })
    await expect(region.getByRole('table', { name: 'Warranty types compared' })).toBeVisible()
    const widths = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }))
    expect(widths.scroll).toBeGreaterThan(widths.client)

    const fixed = region.getByRole('rowheader', { name: 'Registered limited' })
    const moving = region.getByRole('cell', { name: '10 years' })
    const before = { fixed: await fixed.boundingBox(), moving: await moving.boundingBox() }
    await region.focus()
    await expect(region).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
    await region.evaluate((el) => el.scrollBy({ left: 200, behavior: 'instant' }))
    const after = { fixed: await fixed.boundingBox(), moving: await moving.boundingBox() }
    expect(after.fixed?.x).toBeCloseTo(before.fixed?.x ?? -1, 0)
    expect(after.moving?.x ?? 0).toBeLessThan((before.moving?.x ?? 0) - 50)
  })
})

for (const width of [375, 1280]) {
  test.describe(`warranty page at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('has no axe violations, closed and with a dialog open', async ({ page }) => {
      await page.goto(WARRANTY_PAGE)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expectNoAxeViolations(page)
      const button = hero(page).getByRole('button', { name: REGISTER })
      await expectHydrated(button)
      await button.click()
      await expect(page.getByRole('dialog', { name: REGISTER })).toBeVisible()
      await expectNoAxeViolations(page)
    })
  })
}
