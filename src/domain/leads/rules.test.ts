import { describe, expect, it } from 'vitest'

import { isEmailAddress, isPhoneNumber, isPostalCode, isStreetAddress, textField } from './rules'

describe('street address (spec §5)', () => {
  it.each([
    '123 Main St',
    '1 Rue Sainte-Catherine',
    '42 A/B 5th Ave.',
    '7  Elm  Road',
    ' 9 Oak ',
    // Ordinary addresses the bare pattern turned away: a unit after a comma, a letter after the number,
    // a shared number, apostrophes (straight and typographic) and '#' in a unit.
    '123 Main St, Apt 4',
    '123 Main St , Apt. 4B',
    '12B Main St',
    "5/7 O'Neil Rd",
    '5/7 O’Neil Rd',
    '12-14 Queen’s Way',
    '100 King St W #1200',
    '100 King St W, Suite #1200',
    '2 Chemin de la Côte-des-Neiges',
  ])('accepts %j', (v) => expect(isStreetAddress(v)).toBe(true))
  it.each([
    '',
    '   ',
    'Main St 123',
    'Main Street',
    'Apt 4, 123 Main St',
    '123',
    '123 ',
    '123,',
    '123Main',
    '12BC Main St',
    '123 456',
    '123 ###',
    "123 ''' ---",
    '123 ,,,',
    '123 Main St,',
    '123 Main St,, Apt 4',
    '123 Main St; Apt 4',
    '123 Main St <b>',
    '123 Main St (rear)',
    '1 @@@@',
  ])('refuses %j', (v) => expect(isStreetAddress(v)).toBe(false))
})

describe('email', () => {
  it.each(['a@b.co', 'first.last+x@mail.example.com'])('accepts %j', (v) =>
    expect(isEmailAddress(v)).toBe(true),
  )
  it.each(['ab.co', 'a@', '@b.co', 'a@b', 'a@b.c', 'a b@c.com'])('refuses %j', (v) =>
    expect(isEmailAddress(v)).toBe(false),
  )
})

describe('phone', () => {
  it.each(['(555) 123-4567', '555.123.4567', '+1 555 123 4567', '15551234567'])('accepts %j', (v) =>
    expect(isPhoneNumber(v)).toBe(true),
  )
  it.each(['555-1234', '25551234567', '555123456789', 'call me', '555-123-4567 x2'])('refuses %j', (v) =>
    expect(isPhoneNumber(v)).toBe(false),
  )
})

describe('zip or postal code', () => {
  it.each(['10001', '10001-1234', 'K1A 0B1', 'k1a-0b1'])('accepts %j', (v) =>
    expect(isPostalCode(v)).toBe(true),
  )
  it.each(['1000', '100011', 'K1A 0B', 'ABCDE'])('refuses %j', (v) => expect(isPostalCode(v)).toBe(false))
})

describe('textField', () => {
  const field = textField(
    { required: 'req', blank: 'blank', tooShort: 'short', invalid: 'bad' },
    { min: 2, max: 5, valid: (v) => /^[a-z]+$/.test(v) },
  )
  const message = (v: unknown) => field.safeParse(v).error?.issues[0]?.message
  it('gives the first message that applies', () => {
    expect(message(undefined)).toBe('req')
    expect(message(12)).toBe('req')
    expect(message('')).toBe('req')
    expect(message('   ')).toBe('blank')
    expect(message('a')).toBe('short')
    expect(message('abcdef')).toBe('bad')
    const free = textField({ required: 'req' }, { max: 3 })
    expect(free.safeParse('abcd').error?.issues[0]?.message).toBe('Keep this under 4 characters')
    expect(message('ab1')).toBe('bad')
  })
  it('trims an accepted value', () => {
    expect(field.parse('  abc ')).toBe('abc')
  })
})
