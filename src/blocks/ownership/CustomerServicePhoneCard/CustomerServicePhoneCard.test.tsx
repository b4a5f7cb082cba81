// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import type { SiteSetting } from '@/payload-types'

import { CustomerServicePhoneCardComponent } from './Component'
import { customerServicePhoneCardFixture } from './fixture'
import { renderIn } from '@/i18n/testing'

/** Renders as an English page does, inside the providers that give components their words. */
const render = (ui: Parameters<typeof renderIn>[1]) => renderIn('en', ui)

const siteSettings = (over: Partial<SiteSetting> = {}) =>
  ({
    customerServicePhone: '1-800-555-0142',
    supportHours: [{ line: 'Mon-Fri 8am-6pm CST' }],
    ...over,
  }) as SiteSetting

const show = (settings: SiteSetting = siteSettings()) =>
  render(<CustomerServicePhoneCardComponent {...customerServicePhoneCardFixture} data={{ settings }} />)

describe('Customer service phone card block', () => {
  it('shows the site’s phone as a tel: link and its hours', () => {
    show()
    const card = screen.getByRole('region', { name: 'Call customer service' })
    expect(within(card).getByText(/Questions about your warranty/)).toBeTruthy()
    const phone = within(card).getByRole('link', { name: '(800) 555-0142' })
    expect(phone.getAttribute('href')).toBe('tel:18005550142')
    expect(
      within(within(card).getByRole('list', { name: 'Hours' })).getByText('Mon-Fri 8am-6pm CST'),
    ).toBeTruthy()
  })

  it('shows a number that cannot be dialled as text, and the help card’s hours when none are set', () => {
    show(siteSettings({ customerServicePhone: 'ask us', supportHours: null }))
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('Mon-Fri 8am-6pm CST')).toBeTruthy()
  })
})
