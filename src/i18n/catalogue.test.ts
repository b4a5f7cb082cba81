import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'

import { LOCALES, type Locale } from '@/config/locales'

import { CATALOGUES } from './testing'

type Tree = { [key: string]: string | Tree }

/** Every message of a catalogue by its dotted key. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, value)
    else for (const [k, v] of flatten(value, path)) out.set(k, v)
  }
  return out
}

/** The argument names a message uses (`{zip}`, `{count, plural, …}`, `<strong>` tags), nested ones included. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue
    into.add(el.type === TYPE.tag ? `<${el.value}>` : el.value)
    if (el.type === TYPE.tag) argumentsOf(el.children, into)
    if (el.type === TYPE.plural || el.type === TYPE.select)
      for (const option of Object.values(el.options)) argumentsOf(option.value, into)
  }
  return into
}

const catalogue = (locale: Locale) => flatten(CATALOGUES[locale] as unknown as Tree)
const english = catalogue('en')
const translated = LOCALES.filter((l) => l !== 'en')

describe('the message catalogues', () => {
  it('parse as ICU messages in every locale', () => {
    for (const locale of LOCALES)
      for (const [key, message] of catalogue(locale))
        expect(() => parse(message), `${locale} ${key}`).not.toThrow()
  })

  it.each(translated)('%s has exactly the English keys', (locale) => {
    const keys = [...catalogue(locale).keys()].sort()
    expect(keys).toEqual([...english.keys()].sort())
  })

  it.each(translated)('%s uses the same arguments as the English message', (locale) => {
    for (const [key, message] of catalogue(locale)) {
      const source = english.get(key)
      if (source === undefined) continue
      expect([...argumentsOf(parse(message))].sort(), `${locale} ${key}`).toEqual(
        [...argumentsOf(parse(source))].sort(),
      )
    }
  })
})

/**
 * Messages a translation may leave as the English has them: words that are the same in the language, or no
 * words at all (only arguments, numbers and signs).
 */
const SAME_IN: Record<string, readonly Locale[]> = {
  // 'Error' is Spanish too; an HTTP status is a number everywhere.
  'layout.notFound.eyebrow': ['es'],
  // 'Menu' is the French word.
  'layout.header.menu': ['fr-CA'],
  // 'Distance', 'Canada' and 'Page' are the French words.
  'locator.sortDistance': ['fr-CA'],
  'leadForms.canada': ['fr-CA'],
  'dealerDirectory.canada': ['fr-CA'],
  // 'Services' is the French word; a dealer who speaks Spanish says so in Spanish.
  'dealerProfile.services': ['fr-CA'],
  'dealerProfile.service.spanish': ['es'],
  'locator.pageNumber': ['fr-CA'],
  // A file's format is named alike in every language; 'No' is Spanish too.
  'blocks.taxCredits.pdf': ['es', 'fr-CA'],
  'resources.pdf': ['es', 'fr-CA'],
  // Only numbers and the unit, written alike.
  'resources.imageSize': ['es', 'fr-CA'],
  // 'Blog' is Spanish too.
  'blog.breadcrumb': ['es'],
  // 'Page', 'Article' and 'Document' are the French words.
  'search.kinds.page': ['fr-CA'],
  'search.kinds.post': ['fr-CA'],
  'search.kinds.resource': ['fr-CA'],
  'blocks.comparison.no': ['es'],
}
const hasWords = (message: string) => /\p{L}{2,}/u.test(message.replace(/\{[^{}]*\}|<\/?\w+>/g, ''))

describe('the translations', () => {
  it.each(translated)('%s translates every message with words in it', (locale) => {
    const untranslated = [...catalogue(locale)]
      .filter(([key, message]) => message === english.get(key) && hasWords(message))
      .filter(([key]) => !SAME_IN[key]?.includes(locale))
      .map(([key]) => key)
    expect(untranslated).toEqual([])
  })
})
