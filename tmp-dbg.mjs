import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
page.on('console', (m) => { if (!m.text().startsWith('DBG render')) console.log('console', m.type(), m.text().slice(0, 600)) })
page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 600)))
await page.goto(process.argv[2], { waitUntil: 'networkidle' })
await browser.close()
