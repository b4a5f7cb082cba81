import { expect, expectHydrated, expectNoAxeViolations, test } from './fixtures'
import { fillContact, leadIdOf, messageOf, storedProfile, VALID } from './leadFormHelpers'
import { dealerCards } from './locatorHelpers'
import { DEALER_FORM, HOME_FORM, MODAL_FORM, SUCCESS } from './specTexts'

const M = DEALER_FORM

test.describe('contact-dealer dialog', () => {
  test('every dealer-form message, the street rule, success, profile and Connected', async ({ page }) => {
    await page.goto('/find-your-dealer/?zipcode=10001')
    const connect = page.getByRole('button', { name: /^Connect with Dealer/ }).first()
    // The button names its dealer for screen readers ('Connect with Dealer: {name}'); long names are cut on screen.
    const name = ((await connect.textContent()) ?? '').replace(/^Connect with Dealer: /, '').trim()
    await connect.click()
    const dialog = page.getByRole('dialog', { name: `Contact ${name}` })
    await expect(dialog).toBeVisible()
    expect(await page.evaluate(() => JSON.stringify(window.dataLayer))).toContain(
      '"event":"dealer_form_open"',
    )
    // The zip came from the page; city and state follow from it.
    await expect(dialog.getByLabel('City', { exact: true })).toHaveValue('New York')
    await expectNoAxeViolations(page)

    await dialog.getByLabel('City', { exact: true }).fill('')
    await dialog.getByLabel('State/Province').selectOption('')
    await dialog.getByRole('button', { name: 'Submit' }).click()
    const required = {
      'First name': M.firstName.required,
      'Last name': M.lastName.required,
      Email: M.email.required,
      Phone: M.phone.required,
      'Street address': M.addressLine1.required,
      City: M.city.required,
      'State/Province': M.state.required,
    }
    for (const [label, message] of Object.entries(required)) {
      await expect.poll(() => messageOf(dialog, label), label).toBe(message)
    }
    await expect(dialog.getByText('Please select an option.')).toBeVisible()
    await expectNoAxeViolations(page)

    const invalid = {
      'First name': ['A', M.firstName.tooShort],
      'Last name': ['B', M.lastName.tooShort],
      City: ['X', M.city.tooShort],
      Email: ['ana@example', M.email.invalid],
      Phone: ['12', M.phone.invalid],
      'Zip/postal code': ['1234', M.zip.invalid],
      'Street address': ['   ', M.addressLine1.blank],
    } as const
    for (const [label, [value, message]] of Object.entries(invalid)) {
      await dialog.getByLabel(label, { exact: true }).fill(value)
      await dialog.getByLabel(label, { exact: true }).blur()
      await expect.poll(() => messageOf(dialog, label), label).toBe(message)
    }

    // A non-empty street address that fails the pattern keeps the focus.
    const street = dialog.getByLabel('Street address', { exact: true })
    await street.fill('Main Street')
    await page.keyboard.press('Tab')
    await expect(street).toBeFocused()
    await expect(dialog.getByText(M.addressLine1.invalid)).toBeVisible()
    // Only a valid street address lets the focus go on to the other fields.
    await street.fill(VALID['Street address'])
    await page.keyboard.press('Tab')
    await expect(street).not.toBeFocused()

    await fillContact(dialog)
    const leadId = await leadIdOf(page, () => dialog.getByRole('button', { name: 'Submit' }).click())
    await expect(dialog.getByText(SUCCESS.dealer)).toBeVisible()
    // The title clears from view; screen readers keep the dialog's name.
    const title = dialog.getByRole('heading', { name: `Contact ${name}` })
    await expect
      .poll(async () => {
        const box = await title.boundingBox()
        return box !== null && box.width <= 1 && box.height <= 1
      }, 'the title takes no more than a pixel on screen')
      .toBe(true)
    await expect(dialog).toHaveAccessibleName(`Contact ${name}`)
    expect(await page.evaluate(() => JSON.stringify(window.dataLayer))).not.toContain('ana.lopez')
    await page.keyboard.press('Escape')

    await expect(page.getByRole('button', { name: `Connect with Dealer: ${name}` })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Connected' }).first()).toBeDisabled()
    const profile = await storedProfile(page)
    expect(profile.leadIds).toContain(leadId)
    expect(profile.dealersContacted?.length).toBeGreaterThan(0)
  })

  test('booking dialog sends a booking and names the day and time', async ({ page }) => {
    await page.goto('/find-your-dealer/?zipcode=10001')
    const card = dealerCards(page).first()
    const name = (await card.locator('h3').innerText()).trim()
    await card.getByRole('button', { name: /^Book a visit/ }).click()
    const dialog = page.getByRole('dialog', { name: `Book a visit with ${name}` })
    await expect(dialog).toBeVisible()
    await expectNoAxeViolations(page)
    await dialog.getByLabel('Repair system').check()
    const min = await dialog.getByLabel('Preferred day').getAttribute('min')
    await dialog.getByLabel('Preferred day').fill(min ?? '')
    await dialog.getByLabel(/^Afternoon/).check()
    await fillContact(dialog)
    const leadId = await leadIdOf(page, () => dialog.getByRole('button', { name: 'Request booking' }).click())
    await expect(dialog.getByText(SUCCESS.dealer)).toBeVisible()
    expect((await storedProfile(page)).leadIds).toContain(leadId)
  })
})

test.describe('home page two-step form', () => {
  test('steps, messages, the nearest dealer, and a thank-you card gone after 5 s', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'What do you need help with?' })).toBeVisible()
    await page.getByRole('button', { name: 'Pricing', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Contact your local dealer' })).toBeFocused()
    const form = page.getByRole('form', { name: 'Contact your local dealer' })
    await form.getByLabel('First name', { exact: true }).fill('Ana')
    await page.getByRole('button', { name: 'Back to previous step' }).click()
    await expect(page.getByRole('heading', { name: 'What do you need help with?' })).toBeVisible()
    await page.getByRole('button', { name: 'New system', exact: true }).click()
    await expect(form.getByLabel('First name', { exact: true })).toHaveValue('Ana')

    // Never disabled for want of a dealer: a zip without one sends to customer service (locator-search.spec).
    await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled()
    const H = HOME_FORM
    for (const [label, message] of [
      ['First name', H.firstName.required],
      ['Last name', H.lastName.required],
      ['Street address', H.addressLine1.required],
      ['City', H.city.required],
      ['Zip/postal code', H.zip.required],
      ['Phone', H.phone.required],
    ] as const) {
      await form.getByLabel(label, { exact: true }).fill('')
      await form.getByLabel(label, { exact: true }).blur()
      await expect.poll(() => messageOf(form, label), label).toBe(message)
    }
    for (const email of ['ana.example.com', 'ana@', 'ana@example', '@example.com', '']) {
      await form.getByLabel('Email', { exact: true }).fill(email)
      await form.getByLabel('Email', { exact: true }).blur()
      await expect.poll(() => messageOf(form, 'Email'), email).toBe('Please enter a valid email address')
    }
    await form.getByLabel('State/Province').focus()
    await form.getByLabel('State/Province').blur()
    await expect.poll(() => messageOf(form, 'State/Province')).toBe(H.state.required)
    await expectNoAxeViolations(page)

    await fillContact(form)
    await expect(form.getByText(/Your request goes to .+, your local dealer\./)).toBeVisible()
    // The page's clock stands still from here: only the test moves it, so a slow machine cannot use up the 5 s.
    await page.clock.install()
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    const leadId = await leadIdOf(page, () => form.getByRole('button', { name: 'Submit' }).click())
    const thanks = page.getByRole('heading', { name: 'Thank you!' })
    await expect(thanks).toBeVisible()
    await expect(page.getByText(SUCCESS.dealer)).toBeVisible()
    const profile = await storedProfile(page)
    expect(profile.leadIds).toContain(leadId)
    expect(profile.dealersContacted).toHaveLength(1)
    await page.clock.fastForward(4000)
    await expect(thanks).toBeVisible()
    await page.clock.fastForward(1500)
    await expect(thanks).toBeHidden()
    await expect(page.getByRole('heading', { name: 'What do you need help with?' })).toBeVisible()
  })
})

test.describe('who are we helping today', () => {
  test('a contractor reaches customer service with the modal messages', async ({ page }) => {
    await page.goto('/')
    // A press before the island hydrates does nothing; on a busy machine that can take a while.
    const open = page.getByRole('button', { name: 'Contact customer service' })
    await expectHydrated(open)
    await open.click()
    const dialog = page.getByRole('dialog', { name: 'Who are we helping today?' })
    await expect(dialog).toBeVisible()
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Contractor' }).click()
    await dialog.getByRole('button', { name: 'Submit' }).click()
    const Mo = MODAL_FORM
    for (const [label, message] of [
      ['First name', Mo.firstName.required],
      ['Last name', Mo.lastName.required],
      ['Email', Mo.email.required],
      ['Street address', Mo.addressLine1.required],
      ['City', Mo.city.required],
      ['State/Province', Mo.state.required],
      ['Zip/postal code', Mo.zip.required],
    ] as const) {
      await expect.poll(() => messageOf(dialog, label), label).toBe(message)
    }
    await dialog.getByLabel('Email', { exact: true }).fill('ana@')
    await dialog.getByLabel('Email', { exact: true }).blur()
    await expect.poll(() => messageOf(dialog, 'Email')).toBe(Mo.email.invalid)
    await expectNoAxeViolations(page)

    await fillContact(dialog)
    await leadIdOf(page, () => dialog.getByRole('button', { name: 'Submit' }).click())
    await expect(dialog.getByText(SUCCESS.nonDealer)).toBeVisible()
    await expect(dialog.getByText(SUCCESS.nonDealerThanks)).toBeVisible()
  })
})
