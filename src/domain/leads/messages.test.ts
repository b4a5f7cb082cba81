import { describe, expect, it } from 'vitest'

import { DEALER_FORM_MESSAGES, HOME_FORM_MESSAGES, MODAL_FORM_MESSAGES, SUCCESS_TEXT } from './messages'
import { TOPIC_VALUES, topicLabel } from './topics'

describe('messages', () => {
  it('use typographic apostrophes, never a straight one', () => {
    const all = JSON.stringify([DEALER_FORM_MESSAGES, MODAL_FORM_MESSAGES, HOME_FORM_MESSAGES, SUCCESS_TEXT])
    expect(all).not.toContain("'")
    expect(SUCCESS_TEXT.dealer).toBe(
      'We’ve received your request and a dealer will reach out to you shortly.',
    )
    expect(SUCCESS_TEXT.nonDealerThanks).toContain('24 to 48 hours')
  })
  it('give every field of every form a required message', () => {
    for (const set of [DEALER_FORM_MESSAGES, MODAL_FORM_MESSAGES, HOME_FORM_MESSAGES]) {
      expect(Object.keys(set).sort()).toEqual(
        ['addressLine1', 'city', 'email', 'firstName', 'lastName', 'phone', 'state', 'zip'].sort(),
      )
      for (const m of Object.values(set)) expect(m.required.length).toBeGreaterThan(0)
    }
  })
})

describe('topics (spec §9)', () => {
  it('are the four topics with labels', () => {
    expect(TOPIC_VALUES).toEqual(['new-system', 'repair-system', 'pricing', 'other'])
    expect(topicLabel('repair-system')).toBe('Repair system')
    expect(topicLabel('x')).toBeUndefined()
  })
})
