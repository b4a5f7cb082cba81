import { describe, expect, it } from 'vitest'

import { allowedEdits, editDistance, Vocabulary } from './typos'

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swapped neighbours as one edit each', () => {
    expect(editDistance('furnance', 'furnace', 2)).toBe(1)
    expect(editDistance('thermastat', 'thermostat', 2)).toBe(1)
    expect(editDistance('fitler', 'filter', 2)).toBe(1)
    expect(editDistance('ductles', 'ductless', 2)).toBe(1)
    expect(editDistance('same', 'same', 0)).toBe(0)
  })

  it('stops once the distance is past the bound', () => {
    expect(editDistance('furnace', 'thermostat', 2)).toBe(3)
    expect(editDistance('ab', 'abcdef', 2)).toBe(3)
  })
})

describe('allowedEdits', () => {
  it('allows none for short words, one up to five letters and two from six', () => {
    expect([
      allowedEdits('fan'),
      allowedEdits('heat'),
      allowedEdits('coils'),
      allowedEdits('filter'),
    ]).toEqual([0, 1, 1, 2])
  })
})

describe('Vocabulary', () => {
  const site = new Vocabulary([
    'Gas furnaces and furnace filters. A furnace heats the home.',
    'Smart thermostat: the thermostat learns. Thermostats save energy.',
    'Heat pumps, ductless mini splits, air conditioners, fans and a van.',
  ])

  it('corrects common misspellings to the site’s own words', () => {
    expect(site.correct('furnance')).toBe('furnace')
    expect(site.correct('thermastat')).toBe('thermostat')
    expect(site.correct('ductles')).toBe('ductless')
    expect(site.correct('condtioners')).toBe('conditioners')
  })

  it('leaves the site’s own words, short words and words with nothing near alone', () => {
    expect(site.correct('furnace')).toBeNull()
    expect(site.correct('fam')).toBeNull()
    expect(site.correct('xylophone')).toBeNull()
    expect(site.has('thermostat')).toBe(true)
  })

  it('prefers the fewest edits, then the same first letter, then the most frequent word', () => {
    // 'furnac' is one edit from 'furnace' (3 times) and two from 'furnaces' (once).
    expect(site.correct('furnac')).toBe('furnace')
    const v = new Vocabulary(['cold cold cold', 'bold'])
    expect(v.correct('gold')).toBe('cold')
    expect(new Vocabulary(['bold', 'hold hold']).correct('zold')).toBe('hold')
  })
})
