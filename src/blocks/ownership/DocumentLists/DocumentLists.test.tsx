// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { EnergyGuideDocumentsComponent, WarrantyDocumentsComponent } from './Component'
import { energyGuideDocumentsFixture, warrantyDocumentsFixture } from './fixture'

const reads = vi.hoisted(() => [] as string[])

const product = (modelNumber: string, name: string, file: string | null) => ({
  modelNumber,
  name,
  energyGuide: file && `/api/documents/file/${file}`,
})

vi.mock('@/lib/products/cachedCatalogue', () => ({
  getCatalogue: async (environment: string) => {
    reads.push(environment)
    return {
      environment,
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
  },
}))

beforeEach(() => {
  reads.length = 0
})

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
  it('lists the energy guides of the chosen category from the product data', async () => {
    render(<>{await EnergyGuideDocumentsComponent(energyGuideDocumentsFixture)}</>)
    expect(reads).toEqual(['residential'])
    expect(links('Energy guides')).toEqual([
      ['AC14-24 energy guide: AC14 air conditioner, 2 ton (PDF)', '/api/documents/file/ac14.pdf'],
    ])
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull()
  })

  it('lists every category under its own heading when none is chosen', async () => {
    render(<>{await EnergyGuideDocumentsComponent({ ...energyGuideDocumentsFixture, category: null })}</>)
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
    expect(headings).toEqual(['Air Conditioners', 'Furnaces'])
    expect(links('Energy guides')).toHaveLength(2)
  })

  it('uses the editor’s documents instead when set to, without reading products', async () => {
    render(
      <>
        {await EnergyGuideDocumentsComponent({
          ...energyGuideDocumentsFixture,
          source: 'manual',
          items: [{ fileLink: '/files/f80-energy-guide.pdf', fileTitle: 'F80 energy guide' }],
        })}
      </>,
    )
    expect(reads).toEqual([])
    expect(links('Energy guides')).toEqual([['F80 energy guide (PDF)', '/files/f80-energy-guide.pdf']])
  })

  it('shows nothing but the empty note for a category the page read could not fill in', async () => {
    render(<>{await EnergyGuideDocumentsComponent({ ...energyGuideDocumentsFixture, category: 99 })}</>)
    expect(reads).toEqual([])
    expect(screen.getByText('No energy guides yet.')).toBeTruthy()
  })
})
