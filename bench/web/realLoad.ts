import { chromium, type Browser, type Page } from '@playwright/test'

import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium.mjs'
import { median } from '../stats'

/**
 * The real-load mode of the web benchmark (BENCH_MODE=real): each page loaded in Chromium itself, slowed down
 * as a mid-range phone on a slow mobile connection sees it, instead of Lighthouse's simulation from a full-speed
 * load. Every load gets a fresh browser context, so nothing is cached between runs.
 */
export const THROTTLE = { cpuRate: 4, latencyMs: 150, downloadKbps: 1600, uploadKbps: 750 }

/** A phone-sized screen with touch, where the header shows its Menu button. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
}

/**
 * The control tapped: the header's disclosure button on screen, which at a phone's width is its Menu button
 * (src/components/layout/MobileNav.client.tsx; the desktop menus' buttons are hidden there).
 */
const CONTROL = 'header button[aria-expanded]'
const TAP_EVERY_MS = 150
const LOAD_TIMEOUT_MS = 60_000

/** Times in ms from the start of the navigation; null where it never happened. */
export type LoadFigures = { fcpMs: number | null; lcpMs: number | null; hydratedMs: number | null }
export type RealFigures = LoadFigures & { tapMs: number | null }
/** Each figure the median of the runs where it happened, and the runs where the tap was never answered. */
export type RealResult = RealFigures & { runs: number; tapMissed: number }

type Marks = LoadFigures & { answeredMs: number | null }

/**
 * Runs in the page before its own scripts: records the first contentful paint, the largest contentful paint
 * (the browser stops reporting those at the first input), when React attached its properties to <body> (the
 * page hydrated; React exposes no public sign) and when the control first showed itself open.
 */
function recordMarks(control: string) {
  const marks: Marks = { fcpMs: null, lcpMs: null, hydratedMs: null, answeredMs: null }
  Object.assign(window, { __benchMarks: marks })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') marks.fcpMs = entry.startTime
  }).observe({ type: 'paint', buffered: true })
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1)
    if (last) marks.lcpMs = last.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  new MutationObserver(() => {
    if (marks.answeredMs === null && document.querySelector(`${control}[aria-expanded="true"]`))
      marks.answeredMs = performance.now()
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-expanded'] })
  const poll = setInterval(() => {
    if (document.body && Object.keys(document.body).some((key) => key.startsWith('__reactProps$'))) {
      marks.hydratedMs = performance.now()
      clearInterval(poll)
    }
  }, 10)
}

/** The marks so far; none while the document that records them is not there yet. */
const readMarks = (page: Page): Promise<Partial<Marks>> =>
  page.evaluate(() => (window as unknown as { __benchMarks?: Marks }).__benchMarks ?? {}).catch(() => ({}))

/** A new page in a fresh context, throttled through the DevTools protocol before it navigates. */
async function throttledPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext(PHONE)
  await context.addInitScript(recordMarks, CONTROL)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE.cpuRate })
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLE.latencyMs,
    downloadThroughput: (THROTTLE.downloadKbps * 1000) / 8,
    uploadThroughput: (THROTTLE.uploadKbps * 1000) / 8,
  })
  return page
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A load nobody touches: paints and hydration, read once the page has loaded, hydrated and gone quiet. */
async function quietLoad(browser: Browser, url: string): Promise<LoadFigures> {
  const page = await throttledPage(browser)
  try {
    await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS })
    await page
      .waitForFunction(
        () => (window as unknown as { __benchMarks: Marks }).__benchMarks.hydratedMs !== null,
        null,
        {
          timeout: LOAD_TIMEOUT_MS,
        },
      )
      .catch(() => {}) // reported as never hydrated
    await page.waitForLoadState('networkidle', { timeout: LOAD_TIMEOUT_MS }).catch(() => {})
    const { fcpMs = null, lcpMs = null, hydratedMs = null } = await readMarks(page)
    return { fcpMs, lcpMs, hydratedMs }
  } finally {
    await page.context().close()
  }
}

/**
 * A load in which the visitor taps the control every TAP_EVERY_MS from the moment the page starts arriving
 * until it answers: when it first showed itself open, or null (no such control, or no answer in time). The
 * taps are real touch input, so they also do what a visitor's taps would (the site's script loader starts the
 * scripts at the first touch).
 */
async function tappingLoad(browser: Browser, url: string): Promise<number | null> {
  const page = await throttledPage(browser)
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS })
    const deadline = Date.now() + LOAD_TIMEOUT_MS
    while (Date.now() < deadline) {
      const { answeredMs } = await readMarks(page)
      if (answeredMs != null) return answeredMs
      const found = await page
        .evaluate((control) => {
          const rect = [...document.querySelectorAll(control)]
            .map((el) => el.getBoundingClientRect())
            .find((r) => r.width > 0)
          const centre = rect ? { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 } : null
          return { centre, complete: document.readyState === 'complete' }
        }, CONTROL)
        .catch(() => ({ centre: null, complete: false }))
      if (found.centre) await page.touchscreen.tap(found.centre.x, found.centre.y)
      else if (found.complete) return null // the page has no such control
      await sleep(TAP_EVERY_MS)
    }
    return null
  } finally {
    await page.context().close()
  }
}

export const launchBrowser = () => chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS })

const medianOf = (xs: (number | null)[]) => {
  const happened = xs.filter((x): x is number => x !== null)
  return happened.length ? median(happened) : null
}

/** One load at full speed, not measured: a server's first answer for a page includes loading its code. */
async function warmUp(browser: Browser, url: string): Promise<void> {
  const context = await browser.newContext(PHONE)
  try {
    await (await context.newPage()).goto(url, { waitUntil: 'networkidle', timeout: LOAD_TIMEOUT_MS })
  } finally {
    await context.close()
  }
}

/** A warm-up, then `runs` quiet loads and `runs` tapping loads of one address, one after another; the medians. */
export async function realLoadMedian(browser: Browser, url: string, runs: number): Promise<RealResult> {
  await warmUp(browser, url)
  const all: RealFigures[] = []
  for (let i = 0; i < runs; i++)
    all.push({ ...(await quietLoad(browser, url)), tapMs: await tappingLoad(browser, url) })
  return {
    fcpMs: medianOf(all.map((r) => r.fcpMs)),
    lcpMs: medianOf(all.map((r) => r.lcpMs)),
    hydratedMs: medianOf(all.map((r) => r.hydratedMs)),
    tapMs: medianOf(all.map((r) => r.tapMs)),
    runs,
    tapMissed: all.filter((r) => r.tapMs === null).length,
  }
}
