import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'

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
