import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
for (let i = 0; i < 8; i++) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 })
  const page = await ctx.newPage()
  const errs = []
  page.on('pageerror', (e) => errs.push(e.message.slice(0, 120)))
  page.on('console', (m) => { if (m.type() === 'error') errs.push(m.text().slice(0, 120)) })
  let n = 0
  page.on('request', (r) => { if (r.url().endsWith('.js')) n++ })
  await page.addInitScript(() => {
    window.__removed = 0
    new MutationObserver((ms) => { for (const m of ms) for (const node of m.removedNodes) if (node.nodeType === 1 && node.tagName !== 'SCRIPT' && node.tagName !== 'TEMPLATE') window.__removed++ }).observe(document, { childList: true, subtree: true })
  })
  await page.goto('http://localhost:3601/', { waitUntil: 'networkidle' })
  console.log(i, n, await page.evaluate(() => window.__removed), errs)
  await ctx.close()
}
await browser.close()
