import type { APIRequestContext, Page } from '@playwright/test'
import { PDFDocument } from 'pdf-lib'

import { expect, test } from './fixtures'
import { withSecondServer } from './secondServer'

/**
 * Collects every Content-Security-Policy violation the page reports: the DOM event (what was blocked)
 * and the console line Chromium prints for it.
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text())
  })
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { cspViolations: seen })
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    )
  })
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
  ]
}

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `))

test.describe('Content-Security-Policy', () => {
  test('the home page carries the site policy and renders without a violation', async ({ page }) => {
    const violations = await watchViolations(page)
    const response = await page.goto('/')
    const policy = response?.headers()['content-security-policy'] ?? ''
    expect(directive(policy, 'default-src')).toBe("default-src 'self'")
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'unsafe-inline'")
    expect(directive(policy, 'object-src')).toBe("object-src 'none'")
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'")
    expect(directive(policy, 'frame-src')).toContain('https://www.youtube-nocookie.com')
    // The site is served over plain http here: nothing to upgrade, nothing to remember.
    expect(policy).not.toContain('upgrade-insecure-requests')
    expect(response?.headers()['strict-transport-security']).toBeUndefined()
    // Opening the menu runs the page's scripts as a visitor would.
    await page.setViewportSize({ width: 375, height: 800 })
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    expect(await violations()).toEqual([])
  })

  test('the admin login carries the admin policy and renders without a violation', async ({ page }) => {
    const violations = await watchViolations(page)
    const response = await page.goto('/admin/login')
    const policy = response?.headers()['content-security-policy'] ?? ''
    expect(directive(policy, 'default-src')).toBe("default-src 'self'")
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self'")
    await expect(page.getByLabel('Email')).toBeVisible()
    await expect(page.getByLabel('Password')).toBeVisible()
    expect(await violations()).toEqual([])
  })
})

test.describe('other security headers', () => {
  test('are sent with pages, the admin and the API', async ({ request }) => {
    for (const path of ['/', '/admin/login', '/api/v1/dealers/locations?brand=ALD&zipcode=10001']) {
      const headers = (await request.get(path)).headers()
      expect(headers['x-content-type-options'], path).toBe('nosniff')
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
      expect(headers['permissions-policy'], path).toMatch(
        /^geolocation=\(self\), camera=\(\), microphone=\(\), payment=\(\), usb=\(\)/,
      )
      expect(headers['content-security-policy'], path).toContain("default-src 'self'")
    }
  })
})

const HSTS = 'max-age=63072000; includeSubDomains'

/** Uploads a file through Payload's REST API as the worker's admin; returns the stored document's file address. */
async function upload(
  request: APIRequestContext,
  token: string,
  collection: 'media' | 'documents',
  file: { name: string; mimeType: string; buffer: Buffer },
  data: Record<string, unknown>,
): Promise<string> {
  const res = await request.post(`/api/${collection}`, {
    headers: { Authorization: `JWT ${token}` },
    multipart: { file, _payload: JSON.stringify(data) },
  })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { doc: { url: string } }).doc.url
}

const svg = (stamp: number) => ({
  name: `headers-${stamp}.svg`,
  mimeType: 'image/svg+xml',
  buffer: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 40 20"><rect width="40" height="20" fill="#2a4d6e"/></svg>',
  ),
})

async function pdf(stamp: number) {
  const doc = await PDFDocument.create()
  doc.addPage([300, 200])
  return { name: `headers-${stamp}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) }
}

test.describe('uploaded files', () => {
  test('an SVG runs no script and loads nothing of its own, and still shows in a page', async ({
    page,
    request,
    admin,
  }) => {
    const url = await upload(request, admin.token, 'media', svg(Date.now()), { alt: 'A navy bar' })
    const response = await request.get(url)
    expect(response.headers()['content-type']).toBe('image/svg+xml')
    const policy = response.headers()['content-security-policy'] ?? ''
    expect(directive(policy, 'default-src')).toBe("default-src 'none'")
    expect(directive(policy, 'script-src')).toBe("script-src 'none'")
    expect(policy.split(';').map((part) => part.trim())).toContain('sandbox')

    // A picture element is not bound by the file's own policy.
    await page.goto('/')
    const width = await page.evaluate(
      (src) =>
        new Promise<number>((resolve, reject) => {
          const img = new Image()
          img.onload = () => resolve(img.naturalWidth)
          img.onerror = () => reject(new Error(`${src} did not load as an image`))
          img.src = src
        }),
      url,
    )
    expect(width).toBe(40)
  })

  test('a PDF document loads nothing of its own and opens in the browser’s viewer', async ({
    page,
    request,
    admin,
  }) => {
    const url = await upload(request, admin.token, 'documents', await pdf(Date.now()), {
      fileTitle: 'Headers check',
    })
    const response = await request.get(url)
    expect(response.headers()['content-type']).toBe('application/pdf')
    const policy = response.headers()['content-security-policy'] ?? ''
    expect(directive(policy, 'default-src')).toBe("default-src 'none'")
    expect(directive(policy, 'script-src')).toBe("script-src 'none'")
    // Chromium shows a PDF in its viewer, a frame of its own; a refused document gets an error page instead.
    await page.goto(url)
    await expect
      .poll(() => page.frames().some((frame) => frame.url().startsWith('chrome-extension://')))
      .toBe(true)
  })
})

test.describe('an https SITE_URL on an existing build', () => {
  test('every kind of response tells browsers to keep to HTTPS', async ({ request, admin }) => {
    test.setTimeout(180_000)
    const mediaUrl = await upload(request, admin.token, 'media', svg(Date.now()), { alt: 'A navy bar' })
    // The build the other tests use was made without SITE_URL: only the server's start sees the new one.
    await withSecondServer(
      (port) => ({ SITE_URL: `https://localhost:${port}` }),
      async (base) => {
        const home = await fetch(`${base}/`)
        const script = /\/_next\/static\/[^"'\s]+\.js/.exec(await home.text())?.[0]
        expect(script, 'a built script named in the home page').toBeTruthy()
        const answers: Record<string, Response> = { '/': home }
        for (const path of [
          '/api/v1/dealers/locations?brand=ALD&zipcode=10001',
          '/api/users/me',
          '/admin/login',
          mediaUrl,
          script!,
        ]) {
          answers[path] = await fetch(`${base}${path}`, { redirect: 'manual' })
        }
        for (const [path, answer] of Object.entries(answers)) {
          expect(answer.status, path).toBeLessThan(400)
          expect(answer.headers.get('strict-transport-security'), path).toBe(HSTS)
          expect(answer.headers.get('content-security-policy'), path).toMatch(/upgrade-insecure-requests$/)
        }
        expect(directive(answers[mediaUrl]!.headers.get('content-security-policy')!, 'script-src')).toBe(
          "script-src 'none'",
        )
      },
    )
  })
})
