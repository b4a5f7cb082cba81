import { expect, expectHydrated, expectNoAxeViolations, test } from './fixtures'
import { NEWSLETTER_FORM, SUCCESS } from './specTexts'

test('the newsletter asks for a valid email, then thanks the visitor', async ({ page }) => {
  await page.goto('/')
  const form = page.getByRole('form', { name: 'Newsletter sign-up' })
  const email = form.getByLabel('Email', { exact: true })
  const signUp = form.getByRole('button', { name: 'Sign up' })
  // A press before the form's island has hydrated is lost (the home page hydrates its islands one by one).
  await expectHydrated(signUp)
  await signUp.click()
  await expect(form.getByText(NEWSLETTER_FORM.required)).toBeVisible()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await email.fill('ana.example.com')
  await email.blur()
  await expect(form.getByText(NEWSLETTER_FORM.invalid)).toBeVisible()
  await expectNoAxeViolations(page)

  await email.fill('ana.lopez@example.com')
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/v1/newsletter')),
    form.getByRole('button', { name: 'Sign up' }).click(),
  ])
  expect(response.status()).toBe(201)
  expect(response.request().postDataJSON()).toMatchObject({
    kind: 'MARKETO',
    brandCode: 'ALD',
    sourceTag: 'ALDWEB',
  })
  await expect(page.getByText(SUCCESS.newsletter)).toBeVisible()
  await expect(form).toHaveCount(0)
})
