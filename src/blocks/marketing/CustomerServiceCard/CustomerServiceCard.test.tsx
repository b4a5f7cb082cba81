// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import type { SiteSetting } from '@/payload-types'

import { CustomerServiceCardComponent } from './Component'
import { customerServiceCardFixture } from './fixture'
import { supportContact } from '../../_core/shared/supportContact'
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
  render(<CustomerServiceCardComponent {...customerServiceCardFixture} data={{ settings }} />)

describe('CustomerServiceCard block', () => {
  it('shows the title, the text, the site’s phone as a tel: link, its hours and Contact Dealer', () => {
    show()
    const card = screen.getByRole('region', { name: 'Need help?' })
    expect(within(card).getByRole('heading', { level: 2, name: 'Need help?' })).toBeTruthy()
    expect(within(card).getByText(/Questions about your system/)).toBeTruthy()
    const phone = within(card).getByRole('link', { name: '(800) 555-0142' })
    expect(phone.getAttribute('href')).toBe('tel:18005550142')
    expect(within(card).getByText('Mon-Fri 8am-6pm CST').tagName).toBe('DD')
    const contact = within(card).getByRole('link', { name: 'Contact Dealer' })
    expect(contact.getAttribute('href')).toBe('/find-your-dealer/')
    // Its focus ring, as a keyboard user sees it: tests/e2e/block-looks.spec.ts.
  })

  it('falls back to the help card’s hours when the settings list none', () => {
    show(siteSettings({ supportHours: [] }))
    expect(screen.getByText('Mon-Fri 8am-6pm CST')).toBeTruthy()
  })
})

describe('supportContact', () => {
  it('lists every hours line the settings hold, trimmed', () => {
    const contact = supportContact({
      customerServicePhone: '800 555 0142',
      supportHours: [{ line: ' Mon-Fri 8am-6pm CST ' }, { line: 'Sat 9am-1pm CST' }],
    })
    expect(contact).toEqual({
      phone: '(800) 555-0142',
      phoneHref: 'tel:8005550142',
      hours: ['Mon-Fri 8am-6pm CST', 'Sat 9am-1pm CST'],
    })
  })

  it('shows a number that cannot be dialled without a link', () => {
    expect(supportContact({ customerServicePhone: 'ask us', supportHours: null }).phoneHref).toBeNull()
  })
})
