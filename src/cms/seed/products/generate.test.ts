import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { isSlug } from '../../../domain/products/slug'
import { demoCategories, pairsOf } from './categories'
import { demoFamilies } from './families'
import { renderProductSheet } from './pdf'
import { productImageSvg, renderProductImage } from './png'

describe('the demo catalogue', () => {
  it('has the seven sections of the dealer resources page, with their anchors, two families each', () => {
    expect(demoCategories.map((c) => [c.name, c.slug])).toEqual([
      ['Air Coil', 'coils'],
      ['Air Conditioners', 'air-conditioners'],
      ['Air Handlers', 'air-handlers'],
      ['Ductless Systems', 'ductless-systems'],
      ['Furnaces', 'furnaces'],
      ['Heat Pumps', 'heat-pumps'],
      ['Packaged Units', 'packaged-systems'],
    ])
    for (const c of demoCategories)
      expect(
        demoFamilies.filter((f) => f.category === c.slug),
        c.slug,
      ).toHaveLength(2)
    expect(demoFamilies.every((f) => isSlug(f.slug) && pairsOf(f.specs).length >= 4)).toBe(true)
  })

  it('has 18 models with distinct model numbers', () => {
    const numbers = demoFamilies.flatMap((f) => pairsOf(f.models).map(([n]) => n))
    expect(numbers).toHaveLength(18)
    expect(new Set(numbers).size).toBe(18)
  })
})

describe('generated files', () => {
  it('a product sheet is a one-page PDF titled and labelled as a demo document', async () => {
    const bytes = await renderProductSheet({
      brand: 'Alderline',
      title: 'AC14 Series sell sheet',
      kind: 'Sell sheet',
      family: 'AC14 Series',
      category: 'Air Conditioners',
      intro: 'Single-stage central air conditioners.',
      rows: [['Efficiency', 'Up to 15.2 SEER2']],
    })
    const pdf = await PDFDocument.load(bytes)
    expect(pdf.getPageCount()).toBe(1)
    expect(pdf.getTitle()).toBe('AC14 Series sell sheet')
    expect(pdf.getSubject()).toBe('Sell sheet, AC14 Series (demo document)')
  })

  it('a product image is a 600 × 600 PNG naming the model, with a Demo image label', async () => {
    const png = await renderProductImage({
      brand: 'Alderline',
      modelNumber: 'AC14-24',
      name: 'AC14',
      shape: 'outdoor',
    })
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 600, height: 600 })
    const svg = productImageSvg({ brand: 'A & B', modelNumber: '<M1>', name: 'x', shape: 'wall' })
    expect(svg).toContain('Demo image')
    expect(svg).toContain('&lt;M1&gt;')
    expect(svg).toContain('A &amp; B')
  })
})
