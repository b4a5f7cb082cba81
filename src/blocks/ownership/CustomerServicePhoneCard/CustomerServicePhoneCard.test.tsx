// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { CustomerServicePhoneCardComponent } from './Component'
import { customerServicePhoneCardFixture } from './fixture'

const settings = vi.hoisted(() => ({
  customerServicePhone: '1-800-555-0142' as string | null,
  supportHours: [{ line: 'Mon-Fri 8am-6pm CST' }] as { line: string }[] | null,
}))

vi.mock('@/lib/site/queries', () => ({ getSiteSettings: async () => settings }))

const show = async () =>
  render(<>{await CustomerServicePhoneCardComponent(customerServicePhoneCardFixture)}</>)

describe('Customer service phone card block', () => {
  it('shows the site’s phone as a tel: link and its hours', async () => {
    await show()
    const card = screen.getByRole('region', { name: 'Call customer service' })
    expect(within(card).getByText(/Questions about your warranty/)).toBeTruthy()
    const phone = within(card).getByRole('link', { name: '(800) 555-0142' })
    expect(phone.getAttribute('href')).toBe('tel:18005550142')
    expect(
      within(within(card).getByRole('list', { name: 'Hours' })).getByText('Mon-Fri 8am-6pm CST'),
    ).toBeTruthy()
  })

  it('shows a number that cannot be dialled as text, and the help card’s hours when none are set', async () => {
    settings.customerServicePhone = 'ask us'
    settings.supportHours = null
    await show()
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('Mon-Fri 8am-6pm CST')).toBeTruthy()
  })
})
