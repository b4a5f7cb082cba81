import type { Locator, Page } from '@playwright/test'

/** Entries that pass every lead form's rules. */
export const VALID = {
  'First name': 'Ana',
  'Last name': 'Lopez',
  Email: 'ana.lopez@example.com',
  Phone: '(212) 555-0188',
  'Street address': '12 Main St',
  City: 'New York',
  'Zip/postal code': '10001',
} as const

/** Fills every contact field of a form (a scope: the form or the dialog). */
export async function fillContact(
  scope: Locator,
  overrides: Partial<Record<keyof typeof VALID, string>> = {},
) {
  for (const [label, value] of Object.entries({ ...VALID, ...overrides })) {
    await scope.getByLabel(label, { exact: true }).fill(value)
  }
  await scope.getByLabel('State/Province').selectOption('NY')
}

/** The visitor's profile as the site keeps it in session storage. */
export async function storedProfile(
  page: Page,
): Promise<{ leadIds?: string[]; dealersContacted?: number[] }> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('user_profile') ?? '{}'))
}

/** The id the lead endpoint answered with, once the form has been sent. */
export async function leadIdOf(page: Page, send: () => Promise<void>): Promise<string> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/v1/leads') && r.request().method() === 'POST'),
    send(),
  ])
  const body = (await response.json()) as { id: string | number }
  return String(body.id)
}

/** The message shown under a field, read through the field's aria-describedby. */
export async function messageOf(scope: Locator, label: string): Promise<string | null> {
  const field = scope.getByLabel(label, { exact: true })
  const id = await field.getAttribute('aria-describedby')
  return id ? scope.page().locator(`[id="${id}"]`).textContent() : null
}
