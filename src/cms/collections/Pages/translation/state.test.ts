import { describe, expect, it } from 'vitest'

import { describeLocaleState, translationState } from './state'

describe('a page’s translation state', () => {
  it('names every language, in the site’s order, with what each has of its own', () => {
    const state = translationState({
      title: { en: 'Heat pumps', es: 'Bombas de calor', 'fr-CA': null },
      layout: { en: [{ blockType: 'hero' }], es: [], 'fr-CA': [{ blockType: 'hero' }] },
    })
    expect(state).toEqual([
      { locale: 'en', name: 'English', title: true, layout: true },
      { locale: 'es', name: 'Español', title: true, layout: false },
      { locale: 'fr-CA', name: 'Français', title: false, layout: true },
    ])
  })

  it('counts a language missing from the read, or a blank title, as not written', () => {
    const state = translationState({ title: { en: 'Furnaces', es: '   ' }, layout: { en: [] } })
    expect(state.map(({ locale, title, layout }) => ({ locale, title, layout }))).toEqual([
      { locale: 'en', title: true, layout: false },
      { locale: 'es', title: false, layout: false },
      { locale: 'fr-CA', title: false, layout: false },
    ])
    expect(translationState({}).every((s) => !s.title && !s.layout)).toBe(true)
  })

  it('says each state in words', () => {
    expect(describeLocaleState({ title: true, layout: true })).toBe('title and blocks')
    expect(describeLocaleState({ title: true, layout: false })).toBe('title only')
    expect(describeLocaleState({ title: false, layout: true })).toBe('blocks only')
    expect(describeLocaleState({ title: false, layout: false })).toBe('not translated')
  })
})
