import { describe, expect, it } from 'vitest'

import {
  MAX_QUERY_PARTS,
  parseQuery,
  QUERY_EMPTY,
  QUERY_TOO_LONG,
  queryText,
  searchQuerySchema,
  wordsOf,
} from './query'

describe('wordsOf', () => {
  it('reads letters and digits in lower case, accents removed', () => {
    expect(wordsOf('Thermostat’s R-410A  Café')).toEqual(['thermostat', 's', 'r', '410a', 'cafe'])
    expect(wordsOf('*** --- ""')).toEqual([])
  })
})

describe('parseQuery', () => {
  it('takes quoted text as a phrase and every other word alone', () => {
    expect(parseQuery('"air filter" furnace').parts).toEqual([
      { words: ['air', 'filter'] },
      { words: ['furnace'] },
    ])
    expect(parseQuery('gas “heat pump” cost').parts).toEqual([
      { words: ['gas'] },
      { words: ['heat', 'pump'] },
      { words: ['cost'] },
    ])
  })

  it('reads an unclosed quote to the end, and a quoted single word as a word', () => {
    expect(parseQuery('furnace "air filter').parts).toEqual([
      { words: ['furnace'] },
      { words: ['air', 'filter'] },
    ])
    expect(parseQuery('"filter"').parts).toEqual([{ words: ['filter'] }])
  })

  it('reads operators and punctuation as spaces, so nothing reaches the database’s query language', () => {
    expect(parseQuery('furnace* OR -filter) NEAR(').parts.map((p) => p.words.join(' '))).toEqual([
      'furnace',
      'or',
      'filter',
      'near',
    ])
  })

  it('keeps a repeated word once and at most a few parts', () => {
    expect(parseQuery('filter Filter FILTER').parts).toEqual([{ words: ['filter'] }])
    expect(parseQuery('a b c d e f g h i j k').parts).toHaveLength(MAX_QUERY_PARTS)
  })

  it('normalises the query for pins and the log', () => {
    expect(parseQuery('  Heat,  PUMP! ').normalized).toBe('heat pump')
    expect(parseQuery('"air filter"').normalized).toBe('air filter')
  })

  it('writes the parts back for display', () => {
    expect(queryText(parseQuery('"air filter" furnace').parts)).toBe('"air filter" furnace')
  })
})

describe('searchQuerySchema', () => {
  it('trims the query and refuses an empty, blank, over-long or repeated one with a message', () => {
    expect(searchQuerySchema.parse({ q: '  furnace ' })).toEqual({ q: 'furnace' })
    const message = (input: unknown) =>
      searchQuerySchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message])
    expect(message({ q: '' })).toEqual([['q', QUERY_EMPTY]])
    expect(message({ q: '   ' })).toEqual([['q', QUERY_EMPTY]])
    expect(message({})).toEqual([['q', QUERY_EMPTY]])
    expect(message({ q: 'x'.repeat(101) })).toEqual([['q', QUERY_TOO_LONG]])
    expect(message({ q: ['a', 'b'] })).toEqual([['q', QUERY_EMPTY]])
    expect(searchQuerySchema.safeParse({ q: 'a', other: '1' }).success).toBe(false)
  })
})
