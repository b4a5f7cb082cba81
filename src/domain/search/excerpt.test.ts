import { describe, expect, it } from 'vitest'

import { excerptPieces, plainExcerpt } from './excerpt'
import { MARK_CLOSE as C, MARK_OPEN as O } from './text'

describe('excerptPieces', () => {
  it('splits the database’s marked excerpt into plain and marked pieces', () => {
    expect(excerptPieces(`Change the ${O}filter${C} of your ${O}furnace${C}.`)).toEqual([
      { text: 'Change the ', mark: false },
      { text: 'filter', mark: true },
      { text: ' of your ', mark: false },
      { text: 'furnace', mark: true },
      { text: '.', mark: false },
    ])
  })

  it('joins the words of a phrase marked one by one into one mark, and shows a marked space alone plain', () => {
    expect(excerptPieces(`the ${O}air${C}${O} ${C}${O}filter${C} now`)).toEqual([
      { text: 'the ', mark: false },
      { text: 'air filter', mark: true },
      { text: ' now', mark: false },
    ])
    expect(excerptPieces(`a${O} ${C}b`)).toEqual([{ text: 'a b', mark: false }])
  })

  it('keeps markup in the text as text (React escapes it) and ends an unclosed mark with the text', () => {
    expect(excerptPieces(`<b>bold</b> ${O}x`)).toEqual([
      { text: '<b>bold</b> ', mark: false },
      { text: 'x', mark: true },
    ])
  })
})

describe('plainExcerpt', () => {
  it('marks the query’s words and their longer forms where they start a word', () => {
    expect(plainExcerpt('Filters and a furnace filter; refilter.', ['filter'])).toBe(
      `${O}Filters${C} and a furnace ${O}filter${C}; refilter.`,
    )
  })

  it('cuts a long text on a word boundary', () => {
    const text = 'word '.repeat(100)
    const cut = plainExcerpt(text, [], 50)
    expect(cut.endsWith('…')).toBe(true)
    expect(cut.length).toBeLessThanOrEqual(51)
  })

  it('looks for the words as they are, not as patterns', () => {
    expect(plainExcerpt('a (b) c', ['(b'])).toBe(`a ${O}(b${C}) c`)
    expect(plainExcerpt('a b c', ['.'])).toBe('a b c')
  })

  it('finds the words without their accents and marks them as written', () => {
    expect(plainExcerpt('La calefacción y la ventilación.', ['calefaccion'])).toBe(
      `La ${O}calefacción${C} y la ventilación.`,
    )
    expect(plainExcerpt('Détaillants à Montréal, Québec', ['detaillants', 'quebec'])).toBe(
      `${O}Détaillants${C} à Montréal, ${O}Québec${C}`,
    )
    // Decomposed accents (e + combining acute) are two characters that fold to one letter.
    expect(plainExcerpt('Cafe\u0301 noir', ['cafe'])).toBe(`${O}Cafe\u0301${C} noir`)
  })
})
