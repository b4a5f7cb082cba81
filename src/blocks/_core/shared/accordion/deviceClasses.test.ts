import { describe, expect, it } from 'vitest'

import { closedPanelClasses, openChevronClasses } from './deviceClasses'

describe('device classes before the script runs', () => {
  it('hide the panel exactly where it starts closed and turn the chevron where it starts open', () => {
    const openOn = { mobile: true, tablet: false, desktop: true }
    expect(closedPanelClasses(openOn)).toBe('sm:max-lg:hidden')
    expect(openChevronClasses(openOn)).toBe('max-sm:rotate-180 lg:rotate-180')
  })

  it('hide an item closed everywhere on every device, and hide nothing of one open everywhere', () => {
    const closed = { mobile: false, tablet: false, desktop: false }
    expect(closedPanelClasses(closed)).toBe('max-sm:hidden sm:max-lg:hidden lg:hidden')
    expect(openChevronClasses(closed)).toBe('')
    expect(closedPanelClasses({ mobile: true, tablet: true, desktop: true })).toBe('')
  })
})
