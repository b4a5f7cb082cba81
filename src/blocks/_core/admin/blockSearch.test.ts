import { describe, expect, it } from 'vitest'

import { matchesBlock, searchWords, type BlockSearchIndex } from './blockSearch'
import { buildBlockSearchIndex } from './blockSearchIndex'
import { blockCatalogue } from './catalogue'

const index = buildBlockSearchIndex()
const found = (query: string, within: BlockSearchIndex = index) =>
  Object.keys(within).filter((slug) => matchesBlock(query, within[slug]!))

describe('the block picker search', () => {
  it('knows every block an editor can add', () => {
    expect(Object.keys(index).sort()).toEqual(Object.keys(blockCatalogue).sort())
  })

  it.each([
    ['two column', ['columns', 'fiftyFifty'], ['threeColumn']],
    ['cta', ['ctaCards', 'stickyCta', 'buttons', 'basicBanner', 'hero'], ['paragraph']],
    ['call to action', ['ctaCards', 'stickyCta'], ['paragraph']],
    ['faq', ['faqList', 'accordion', 'commonIssues'], ['hero']],
    ['banner', ['basicBanner', 'needHelpBanner', 'closableBanner', 'emailBanner', 'hero'], ['paragraph']],
    ['hero', ['hero', 'warrantyHero'], ['needHelpBanner', 'paragraph']],
    ['video', ['videoPlayer', 'videoContent', 'videoCards', 'hero'], ['image']],
    ['map', ['dealerLocator'], ['paragraph']],
    ['testimonial', ['quote', 'quoteSlider', 'reviewPlaceholder'], ['hero']],
    ['carousel', ['globalSlider', 'quoteSlider', 'dealerLocatorSlider', 'tabsSlider'], ['image']],
    ['table', ['table', 'dataTable', 'productComparison'], ['list']],
    ['form', ['homeContactForm', 'newsletter', 'zipBox', 'emailBanner'], ['heading']],
    ['youtube', ['videoPlayer'], ['image']],
    ['side by side', ['fiftyFifty', 'columns', 'group'], ['list']],
  ])('finds for “%s” the blocks an editor means', (query, expected, unexpected) => {
    const result = found(query)
    for (const slug of expected) expect(result, `${query} → ${slug}`).toContain(slug)
    for (const slug of unexpected) expect(result, `${query} ↛ ${slug}`).not.toContain(slug)
  })

  it('still finds a block by any part of its name, as Payload does, and all blocks for nothing typed', () => {
    expect(found('nner')).toEqual(expect.arrayContaining(['basicBanner', 'closableBanner']))
    expect(found('Quote slider')).toContain('quoteSlider')
    expect(found('')).toHaveLength(Object.keys(index).length)
    expect(found('   ')).toHaveLength(Object.keys(index).length)
  })

  it('reads plurals, capitals, accents and punctuation alike, and wants every word typed', () => {
    expect(searchWords('Call-to-action Cards, FAQs & Ébauches')).toEqual([
      'call',
      'to',
      'action',
      'card',
      'faq',
      'ebauche',
    ])
    expect(searchWords('fiftyFifty glass')).toEqual(['fifty', 'fifty', 'glass'])
    const entry = { label: 'Columns', words: 'Columns two to four columns of blocks' }
    expect(matchesBlock('TWO COLUMNS', entry)).toBe(true)
    expect(matchesBlock('two-col', entry)).toBe(true)
    expect(matchesBlock('two rows', entry)).toBe(false)
    expect(matchesBlock('zzz', entry)).toBe(false)
    expect(found('no such block at all')).toEqual([])
  })
})
