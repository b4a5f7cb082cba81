import type { Locale } from '@/config/locales'

import { intlTag } from './format'

/**
 * A small formatter for the part of ICU MessageFormat the client islands' messages use: `{arg}`, and
 * `{count, plural, =0 {…} one {# …} other {# …}}` (exact matches, then the locale's Intl.PluralRules, then
 * `other`; `#` is the count as Intl.NumberFormat writes it). It keeps next-intl and intl-messageformat out of
 * the browser (README.md). icu.test.ts formats every client message of every locale through this and through
 * intl-messageformat and requires the same text, so a message outside the subset fails there, not on a page.
 */
export type MessageArgs = Record<string, string | number>

const numberFormats = new Map<string, Intl.NumberFormat>()
const pluralRules = new Map<string, Intl.PluralRules>()

function cached<T>(map: Map<string, T>, key: string, make: () => T): T {
  let value = map.get(key)
  if (!value) map.set(key, (value = make()))
  return value
}

export function formatMessage(message: string, args: MessageArgs = {}, locale: Locale = 'en'): string {
  const tag = intlTag(locale)
  let i = 0

  const fail = (what: string): never => {
    throw new Error(`Message outside the supported ICU subset (${what}) at ${i}: ${message}`)
  }

  const word = (): string => {
    while (message[i] === ' ') i++
    const start = i
    while (i < message.length && !/[\s,{}]/.test(message[i]!)) i++
    return message.slice(start, i)
  }

  const expect = (char: string) => {
    while (message[i] === ' ') i++
    if (message[i] !== char) fail(`expected '${char}'`)
    i++
  }

  /** Text up to the end of the message or the '}' that closes the current branch (left for the caller). */
  function text(count: number | undefined): string {
    let out = ''
    while (i < message.length) {
      const c = message[i]!
      if (c === '}') return out
      if (c === '{') {
        out += argument()
        continue
      }
      if (c === '#' && count !== undefined)
        out += cached(numberFormats, tag, () => new Intl.NumberFormat(tag)).format(count)
      else out += c
      i++
    }
    return out
  }

  function argument(): string {
    i++ // '{'
    const name = word()
    if (!name) fail('an argument without a name')
    while (message[i] === ' ') i++
    if (message[i] === '}') {
      i++
      const value = args[name]
      return value === undefined ? fail(`no value for '${name}'`) : String(value)
    }
    expect(',')
    if (word() !== 'plural') fail('only plural arguments are supported')
    expect(',')
    const value = Number(args[name])
    if (!Number.isFinite(value)) fail(`'${name}' is not a number`)
    const branches = new Map<string, string>()
    for (;;) {
      while (/\s/.test(message[i] ?? '')) i++
      if (message[i] === '}') break
      const selector = word()
      if (!selector) fail('a plural branch without a selector')
      expect('{')
      branches.set(selector, text(value))
      expect('}')
    }
    i++ // the plural's '}'
    const category = cached(pluralRules, tag, () => new Intl.PluralRules(tag)).select(value)
    const chosen = branches.get(`=${value}`) ?? branches.get(category) ?? branches.get('other')
    return chosen ?? fail('a plural without an other branch')
  }

  const out = text(undefined)
  if (i < message.length) fail("an unmatched '}'")
  return out
}
