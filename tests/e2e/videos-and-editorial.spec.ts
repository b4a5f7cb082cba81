import type { Page } from '@playwright/test'

import { expect, expectHydrated, expectNoAxeViolations, test } from './fixtures'

const VIDEOS = '/resources/videos'
const GETTING_STARTED = '/resources/getting-started'
const VIDEO_SITE =
  /(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|googlevideo\.com|vimeo\.com|vimeocdn\.com|wistia\.(com|net))$/

// What the player frame receives instead of the video site: the test must not depend on the machine being
// online, and what matters is only whether (and when) the page asks.
const STAND_IN_PLAYER =
  '<!doctype html><html lang="en"><head><title>Stand-in player</title></head><body><p>Stand-in player</p></body></html>'

/** Records every request the page makes to a video site, and answers each with the stand-in player. */
async function watchVideoSites(page: Page): Promise<string[]> {
  const seen: string[] = []
  page.on('request', (request) => {
    if (VIDEO_SITE.test(new URL(request.url()).hostname)) seen.push(request.url())
  })
  await page.route(
    (url) => VIDEO_SITE.test(url.hostname),
    (route) => route.fulfill({ contentType: 'text/html', body: STAND_IN_PLAYER }),
  )
  return seen
}

test.describe('videos page', () => {
  test('asks nothing of YouTube or Vimeo until a play button is pressed, then embeds that video', async ({
    page,
  }) => {
    const seen = await watchVideoSites(page)
    const response = await page.goto(VIDEOS)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible()
    await expect(page.getByText(/Demo content:/)).toBeVisible()
    const title = 'How a heat pump heats and cools your home'
    const play = page.getByRole('button', { name: `Play video: ${title}` })
    // Once React runs, any script that would reach out to a video site has had its chance.
    await expectHydrated(play)
    await expect(page.locator('iframe')).toHaveCount(0)
    expect(seen, 'requests to video sites before any click').toEqual([])

    await play.click()
    const player = page.locator(`iframe[title="${title}"]`)
    await expect(player).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1',
    )
    await expect(player).toBeFocused()
    await expect
      .poll(() => seen.some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/')))
      .toBe(true)
    await expect(page.locator('iframe')).toHaveCount(1)
    await expect(page.getByRole('button', { name: `Play video: ${title}` })).toHaveCount(0)
  })

  test('plays a gallery video from the keyboard in Vimeo’s player', async ({ page }) => {
    const seen = await watchVideoSites(page)
    await page.goto(VIDEOS)
    const gallery = page.getByRole('region', { name: 'Maintenance videos' })
    await expect(gallery.getByRole('heading', { level: 3 })).toHaveText([
      'Changing your air filter',
      'Clearing around the outdoor unit',
    ])
    const play = gallery.getByRole('button', { name: 'Play video: Clearing around the outdoor unit' })
    await expectHydrated(play)
    await play.focus()
    expect(seen).toEqual([])
    await page.keyboard.press('Enter')
    const player = gallery.locator('iframe')
    await expect(player).toHaveAttribute('title', 'Clearing around the outdoor unit')
    await expect(player).toHaveAttribute('src', 'https://player.vimeo.com/video/1084537?dnt=1&autoplay=1')
  })

  test('shows up to four video cards with their links', async ({ page }) => {
    await page.goto(VIDEOS)
    const cards = page.getByRole('region', { name: 'More to watch' }).getByRole('listitem')
    await expect(cards).toHaveCount(4)
    const first = cards.first()
    await expect(first.getByText('3-minute video')).toBeVisible()
    await expect(first.getByRole('heading', { level: 3, name: 'Reading your thermostat' })).toBeVisible()
    const link = first.getByRole('link', { name: /^Watch the video/ })
    // A page of the site (standing for the brand's video channel in the demo) opens in the same tab.
    await expect(link).toHaveAttribute('href', '/demo/video')
    await expect(link).not.toHaveAttribute('target', /.*/)
  })
})

test.describe('getting started page', () => {
  test('the e-mail banner asks for a valid email, then for an @ and a domain name', async ({ page }) => {
    await page.goto(GETTING_STARTED)
    const banner = page.getByRole('region', { name: 'Comfort tips in your inbox' })
    const email = banner.getByLabel('Email', { exact: true })
    const signUp = banner.getByRole('button', { name: 'Sign up' })
    await expectHydrated(signUp)
    await signUp.click()
    await expect(banner.getByText('Please enter a valid email', { exact: true })).toBeVisible()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await email.fill('ana.example.com')
    await email.blur()
    await expect(banner.getByText('Please enter an email with a @ and a domain name')).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('the tooltip term opens from the keyboard and closes with Escape', async ({ page }) => {
    await page.goto(GETTING_STARTED)
    const term = page.getByRole('button', { name: 'SEER2' })
    await expectHydrated(term)
    // The link just before the term in reading order; Tab then moves to the term as a keyboard user would.
    await page
      .getByRole('region', { name: 'Three parts of home comfort' })
      .getByRole('link', { name: 'Indoor air quality', exact: true })
      .focus()
    await page.keyboard.press('Tab')
    await expect(term).toBeFocused()
    await expect(page.getByRole('tooltip')).toContainText('Seasonal Energy Efficiency Ratio')
    // Screen readers read the tooltip as the term's description.
    const described = await term.getAttribute('aria-describedby')
    await expect(page.locator(`[id="${described}"]`)).toContainText('Seasonal Energy Efficiency Ratio')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('tooltip')).toHaveCount(0)
  })

  test('shows numbered steps, four links and the link cards', async ({ page }) => {
    const response = await page.goto(GETTING_STARTED)
    expect(response?.status()).toBe(200)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Getting started with home comfort' }),
    ).toBeVisible()
    const steps = page
      .getByRole('region', { name: 'From first call to first cool evening' })
      .getByRole('listitem')
    await expect(steps).toHaveCount(3)
    await expect(steps.first()).toContainText('Step 1')
    await expect(
      page.getByRole('region', { name: 'Where would you like to go next?' }).getByRole('link'),
    ).toHaveCount(4)
    await expect(page.getByRole('region', { name: 'Explore systems' }).getByRole('link')).toHaveCount(4)
  })
})

for (const width of [375, 1280]) {
  test.describe(`videos and getting started at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('have no axe violations, with a video playing and a tooltip open', async ({ page }) => {
      await watchVideoSites(page)
      await page.goto(VIDEOS)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expectNoAxeViolations(page)
      const play = page.getByRole('button', { name: /^Play video: How a heat pump/ })
      await expectHydrated(play)
      await play.click()
      await expect(page.locator('iframe')).toHaveCount(1)
      await expectNoAxeViolations(page)

      await page.goto(GETTING_STARTED)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      const term = page.getByRole('button', { name: 'SEER2' })
      await expectHydrated(term)
      await term.focus()
      await expect(page.getByRole('tooltip')).toContainText('Seasonal Energy Efficiency Ratio')
      await expectNoAxeViolations(page)
    })
  })
}
