import { describe, expect, it } from 'vitest'

import type { ModelFamily } from '@/payload-types'

import { dealerResourcesFixture } from './fixture'
import { resourcesOf, sectionsOf, sellSheetsOf } from './resources'

const families = dealerResourcesFixture.families as ModelFamily[]
const [f80, ac16] = families as [ModelFamily, ModelFamily]

describe('resourcesOf', () => {
  it('lists a sell sheet shared by two families once', () => {
    expect(sellSheetsOf([f80, { ...ac16, sellSheet: f80.sellSheet }])).toEqual([
      { fileTitle: 'F80 Series sell sheet', fileLink: '/api/documents/file/1-sell-sheet.pdf' },
    ])
  })

  it('puts two families of one category in one section, in the editor’s order', () => {
    const f95 = { ...f80, id: 9, name: 'F95 Series' }
    const sections = sectionsOf([f95, ac16, f80])
    expect(sections.map((s) => [s.id, s.families.map((f) => f.name)])).toEqual([
      ['air-conditioners', ['AC16 Series']],
      ['furnaces', ['F95 Series', 'F80 Series']],
    ])
  })

  it('skips a family without technical documents and an unsafe file address', () => {
    const unsafe = {
      ...ac16,
      technicalDocuments: [
        { document: { id: 1, fileTitle: 'x', url: 'javascript:alert(1)', updatedAt: '', createdAt: '' } },
      ],
    }
    expect(sectionsOf([{ ...f80, technicalDocuments: [] }, unsafe])).toEqual([])
  })

  it('leaves out a product whose image was not filled in or has no size', () => {
    const [withImage] = dealerResourcesFixture.imageProducts ?? []
    if (typeof withImage !== 'object') throw new Error('fixture product not populated')
    const images = resourcesOf({
      families: [],
      imageProducts: [withImage, { ...withImage, id: 5, image: 12 }, { ...withImage, id: 6, image: null }],
    }).images
    expect(images.map((i) => i.caption)).toEqual(['F80-60 · F80 gas furnace, 60,000 BTU'])
  })
})
