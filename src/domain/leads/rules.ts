import * as z from '../zod'

import { parsePostalCode } from '../geo/postalCode'
import type { FieldMessages } from './messages'
import { isRegionCode } from './regions'

/**
 * The one rule set of the lead forms (spec §5). Each field schema takes the message set of its form, so the
 * dealer, modal and home forms share the rules and differ only in wording. Values are trimmed.
 */

/**
 * Spec §5: a house number, then one or more words of letters, digits, slash, dot or dash. Real addresses need
 * a little more, so the rule also takes a letter or a second number after the house number ('12B', '5/7',
 * '12-14'), apostrophes straight and typographic ("O'Neil", 'O’Neil'), '#' ('#1200') and a comma between
 * words ('123 Main St, Apt 4'). It still refuses what the pattern is there to refuse: no house number
 * ('Main St'), nothing after it ('123'), a number run into a word ('123Main'), a street without a single
 * letter ('123 456', '123 ###') and any other character ('123 Main St; <b>').
 */
export const STREET_ADDRESS = /^\d+\p{L}?(?:[/-]\d+\p{L}?)?((?:(?:\s*,\s*|\s+)[\p{L}\p{N}/.#'’-]+)+)$/u

/** A local part, an at-sign, a domain and a top-level domain of at least two letters. */
export const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[A-Za-z]{2,}$/

/** Ten digits (US and Canada share the plan), optionally after +1 or 1; spaces, dots, dashes, brackets allowed. */
const PHONE_CHARS = /^\+?[\d\s().-]+$/
export function isPhoneNumber(value: string): boolean {
  if (!PHONE_CHARS.test(value)) return false
  const digits = value.replace(/\D/g, '')
  return digits.length === 10 || (digits.length === 11 && digits.startsWith('1'))
}

/**
 * A name or a city holds at least one letter, in any script. Refuses values made only of digits, punctuation
 * or formula characters ("+1+1", "===", "@@"), which are no name and which a spreadsheet would run.
 */
export const hasLetter = (value: string): boolean => /\p{L}/u.test(value)

export function isStreetAddress(value: string): boolean {
  const street = STREET_ADDRESS.exec(value.trim())?.[1]
  return street !== undefined && hasLetter(street)
}
export const isEmailAddress = (value: string): boolean => value.length <= 254 && EMAIL.test(value)
export const isPostalCode = (value: string): boolean => parsePostalCode(value) !== null

type Rule = {
  min?: number
  max: number
  valid?: (trimmed: string) => boolean
}

const tooLong = (max: number) => `Keep this under ${max + 1} characters`

/**
 * One text field: wrong type or empty → required; only spaces → blank (or required); then length, then
 * pattern. One message per field, the first that applies, as the form shows one line under a field.
 */
export function textField(m: FieldMessages, rule: Rule) {
  return z
    .string({ error: m.required })
    .superRefine((raw, ctx) => {
      const value = raw.trim()
      const message =
        raw.length === 0
          ? m.required
          : value.length === 0
            ? (m.blank ?? m.required)
            : value.length > rule.max
              ? // A value with a pattern is simply not valid when too long; free text is told its limit.
                rule.valid && m.invalid
                ? m.invalid
                : tooLong(rule.max)
              : rule.min && value.length < rule.min
                ? (m.tooShort ?? m.invalid ?? m.required)
                : rule.valid && !rule.valid(value)
                  ? (m.invalid ?? m.required)
                  : undefined
      if (message) ctx.addIssue({ code: 'custom', message })
    })
    .transform((raw) => raw.trim())
}

// §5 gives a name or a city no "invalid" wording: a value without a letter reads as the field's required message.
export const nameField = (m: FieldMessages) => textField(m, { min: 2, max: 80, valid: hasLetter })
export const emailField = (m: FieldMessages) => textField(m, { max: 254, valid: isEmailAddress })
export const phoneField = (m: FieldMessages) => textField(m, { max: 32, valid: isPhoneNumber })
export const streetField = (m: FieldMessages) => textField(m, { max: 200, valid: isStreetAddress })
export const cityField = (m: FieldMessages) => textField(m, { min: 2, max: 100, valid: hasLetter })
export const zipField = (m: FieldMessages) => textField(m, { max: 10, valid: isPostalCode })
// Every wrong value of a select reads as "not chosen".
export const stateField = (m: FieldMessages) => textField(m, { max: 2, valid: isRegionCode })
