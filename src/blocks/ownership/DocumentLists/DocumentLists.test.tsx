// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import type { AllProductsResponse } from '@/domain/products/responseSchemas'

import { EnergyGuideDocumentsComponent, WarrantyDocumentsComponent } from './Component'
import { energyGuideDocumentsFixture, warrantyDocumentsFixture } from './fixture'
import { energyGuideDocuments } from './index'
import { renderIn } from '@/i18n/testing'

/** Renders as an English page does, inside the providers that give components their words. */
const render = (ui: Parameters<typeof renderIn>[1]) => renderIn('en', ui)

const product = (modelNumber: string, name: string, file: string | null) => ({
  modelNumber,
  name,
  energyGuide: file && `/api/documents/file/${file}`,
})

/** The residential product data, as the page's data step answers the block's question. */
const catalogue: AllProductsResponse = {
  environment: 'residential',
  categories: [
    {
      category: 'Air Conditioners',
      slug: 'air-conditioners',
      families: [
        {
          modelFamily: 'AC14 Series',
          slug: 'ac14',
          products: [
            product('AC14-24', 'AC14 air conditioner, 2 ton', 'ac14.pdf'),
            product('AC14-36', 'AC14 air conditioner, 3 ton', null),
          ],
        },
      ],
    },
    {
      category: 'Furnaces',
      slug: 'furnaces',
      families: [
        { modelFamily: 'F80', slug: 'f80', products: [product('F80-60', 'F80 gas furnace', 'f80.pdf')] },
      ],
    },
  ],
}

const links = (name: string) =>
  within(screen.getByRole('region', { name }))
    .queryAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')])

describe('Warranty documents block', () => {
  it('links each file by its title, site files as site paths, and drops unsafe or unfilled items', () => {
    render(<WarrantyDocumentsComponent {...warrantyDocumentsFixture} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Warranty documents' })).toBeTruthy()
    expect(links('Warranty documents')).toEqual([
      ['Residential limited warranty (PDF)', '/api/documents/file/residential-warranty.pdf'],
      ['Ductless systems limited warranty (PDF)', '/api/documents/file/ductless-warranty.pdf'],
      ['Extended warranty terms (PDF)', 'https://example.com/warranty/extended-terms.pdf'],
    ])
  })
})

describe('Energy guide documents block', () => {
  it('lists the energy guides of the chosen category from the product data', () => {
    expect(energyGuideDocuments.data?.(energyGuideDocumentsFixture)).toEqual({
      catalogue: { kind: 'productCatalogue', args: { environment: 'residential' } },
    })
    render(<EnergyGuideDocumentsComponent {...energyGuideDocumentsFixture} data={{ catalogue }} />)
    expect(links('Energy guides')).toEqual([
      ['AC14-24 energy guide: AC14 air conditioner, 2 ton (PDF)', '/api/documents/file/ac14.pdf'],
    ])
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull()
  })

  it('lists every category under its own heading when none is chosen', () => {
    const everyCategory = { ...energyGuideDocumentsFixture, category: null }
    expect(energyGuideDocuments.data?.(everyCategory)).toEqual({
      catalogue: { kind: 'productCatalogue', args: { environment: 'residential' } },
    })
    render(<EnergyGuideDocumentsComponent {...everyCategory} data={{ catalogue }} />)
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
    expect(headings).toEqual(['Air Conditioners', 'Furnaces'])
    expect(links('Energy guides')).toHaveLength(2)
  })

  it('uses the editor’s documents instead when set to, without reading products', () => {
    const manual = {
      ...energyGuideDocumentsFixture,
      source: 'manual' as const,
      items: [{ fileLink: '/files/f80-energy-guide.pdf', fileTitle: 'F80 energy guide' }],
    }
    expect(energyGuideDocuments.data?.(manual)).toEqual({ catalogue: null })
    render(<EnergyGuideDocumentsComponent {...manual} data={{ catalogue: null }} />)
    expect(links('Energy guides')).toEqual([['F80 energy guide (PDF)', '/files/f80-energy-guide.pdf']])
  })

  it('shows nothing but the empty note for a category the page read could not fill in', () => {
    const unfilled = { ...energyGuideDocumentsFixture, category: 99 }
    expect(energyGuideDocuments.data?.(unfilled)).toEqual({ catalogue: null })
    render(<EnergyGuideDocumentsComponent {...unfilled} data={{ catalogue: null }} />)
    expect(screen.getByText('No energy guides yet.')).toBeTruthy()
  })
})
