import { describe, expect, it } from 'vitest'

import { categoryLabel } from './categories'
import { contactDealerLabel, isSliderHidden } from './messages'

describe('rebate page texts and flags', () => {
  it('names the brand on the contact button', () => {
    expect(contactDealerLabel('Alderline')).toBe('Contact a local Alderline dealer')
  })

  it('hides the carousel only when hide_slider equals 1', () => {
    expect(isSliderHidden('1')).toBe(true)
    for (const flag of ['0', '', null, undefined, 'yes', ' 1']) expect(isSliderHidden(flag)).toBe(false)
  })

  it('labels categories, keeping an unknown one as stored', () => {
    expect(categoryLabel('heat-pumps')).toBe('Heat pumps')
    expect(categoryLabel('boilers')).toBe('boilers')
  })
})
