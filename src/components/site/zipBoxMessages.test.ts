import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { ZIP_BOX_MESSAGES } from '@/domain/locator/zipBoxMessages'

const catalogue = (locale: string) =>
  JSON.parse(readFileSync(path.resolve('src/i18n/messages', `${locale}.json`), 'utf8')) as {
    locator: Record<string, string>
  }

// The zip box puts its one argument in itself (no message formatter in every page's first script): its messages
// may hold no other ICU syntax, in any language.
describe('the zip box’s words', () => {
  it('hold no argument but whichPlace’s {name}, in every language', () => {
    for (const locale of ['es', 'fr-CA']) {
      const own = catalogue(locale).locator
      for (const key of Object.keys(ZIP_BOX_MESSAGES)) {
        const message = own[key]
        expect(message, `${locale} ${key}`).toBeTypeOf('string')
        const syntax = (message ?? '').match(/[{}#]/g) ?? []
        expect(syntax, `${locale} ${key}`).toEqual(key === 'whichPlace' ? ['{', '}'] : [])
        if (key === 'whichPlace') expect(message).toContain('{name}')
      }
    }
    for (const [key, message] of Object.entries(ZIP_BOX_MESSAGES)) {
      expect(message.match(/[{}#]/g) ?? [], key).toEqual(key === 'whichPlace' ? ['{', '}'] : [])
    }
  })
})
