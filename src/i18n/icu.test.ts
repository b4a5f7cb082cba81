import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'

import { LOCALES, type Locale } from '@/config/locales'

import { intlTag } from './format'
import { formatMessage, type MessageArgs } from './icu'
import { ISLAND_NAMESPACES } from './islandMessages'
import { CATALOGUES } from './testing'

/** The arguments a message uses: plural ones (numbers) apart from plain ones (text). */
function argumentsOf(
  elements: MessageFormatElement[],
  into = { plural: new Set<string>(), plain: new Set<string>() },
) {
  for (const el of elements) {
    if (el.type === TYPE.argument) into.plain.add(el.value)
    if (el.type === TYPE.plural) {
      into.plural.add(el.value)
      for (const option of Object.values(el.options)) argumentsOf(option.value, into)
    }
  }
  return into
}

/** Counts that reach every plural category of English, Spanish and French, exact matches and decimals. */
const COUNTS = [0, 1, 1.5, 2, 3, 5, 11, 21, 100, 1000, 1234, 1000000]

const clientMessages = (locale: Locale) =>
  ISLAND_NAMESPACES.flatMap((namespace) =>
    Object.entries(CATALOGUES[locale][namespace] as Record<string, string>).map(
      ([key, message]) => [`${namespace}.${key}`, message] as const,
    ),
  )

describe('the islands’ ICU formatter', () => {
  it.each(LOCALES)(
    'formats every client message of %s as intl-messageformat does, for every sample',
    (locale) => {
      const messages = clientMessages(locale)
      expect(messages.length).toBeGreaterThan(100)
      for (const [key, message] of messages) {
        const { plural, plain } = argumentsOf(parse(message))
        const reference = new IntlMessageFormat(message, intlTag(locale))
        for (const count of plural.size ? COUNTS : [0]) {
          const args: MessageArgs = {}
          for (const name of plain) args[name] = `‹${name}›`
          // A number given to a plain argument (a page number, a year) is written as it is.
          for (const name of plain) if (name === 'first' || name === 'since') args[name] = 1998
          for (const name of plural) args[name] = count
          expect(formatMessage(message, args, locale), `${locale} ${key} ${count}`).toBe(
            String(reference.format(args)),
          )
        }
      }
    },
  )

  it('refuses what the subset does not cover, rather than guessing', () => {
    expect(() => formatMessage('{n, select, a {A} other {B}}', { n: 'a' })).toThrow(/subset/)
    expect(() => formatMessage('{n, number}', { n: 1 })).toThrow(/subset/)
    expect(() => formatMessage('Hello {name}', {})).toThrow(/no value/)
  })

  it('picks exact matches first, then the locale’s plural category', () => {
    const message = '{count, plural, =0 {none} one {# one} other {# many}}'
    expect(formatMessage(message, { count: 0 }, 'en')).toBe('none')
    expect(formatMessage(message, { count: 1 }, 'en')).toBe('1 one')
    // French counts 0 to 2 (exclusive) as one.
    expect(formatMessage('{count, plural, one {# un} other {# plus}}', { count: 1.5 }, 'fr-CA')).toBe(
      '1,5 un',
    )
    expect(formatMessage(message, { count: 1234 }, 'en')).toBe('1,234 many')
  })
})
