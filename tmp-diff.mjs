import { chromium } from '@playwright/test'
import { writeFileSync } from 'node:fs'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const grab = async (js) => {
  const ctx = await browser.newContext({ javaScriptEnabled: js, viewport: { width: 412, height: 823 } })
  const page = await ctx.newPage()
  await page.goto(process.argv[2], { waitUntil: 'networkidle' })
  await page.waitForTimeout(1500)
  const html = await page.evaluate(() => document.querySelector('main')?.outerHTML ?? document.body.outerHTML)
  await ctx.close()
  return html.replace(/></g, '>\n<')
}
writeFileSync('/tmp/nojs.html', await grab(false))
writeFileSync('/tmp/js.html', await grab(true))
await browser.close()
