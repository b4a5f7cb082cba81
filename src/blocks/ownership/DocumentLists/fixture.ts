import type {
  Document,
  EnergyGuideDocumentsBlock,
  ProductCategory,
  WarrantyDocumentsBlock,
} from '@/payload-types'

const at = '2026-11-24T00:00:00.000Z'

const pdf = (id: number, fileTitle: string, filename: string): Document => ({
  id,
  fileTitle,
  filename,
  mimeType: 'application/pdf',
  url: `http://localhost:3000/api/documents/file/${filename}`,
  updatedAt: at,
  createdAt: at,
})

/** Warranty documents: one from Documents titled by itself, one renamed, one typed-in address, and two dropped. */
export const warrantyDocumentsFixture: WarrantyDocumentsBlock = {
  blockType: 'warrantyDocuments',
  title: 'Warranty documents',
  intro: 'The full terms of each warranty. Demo documents.',
  items: [
    { file: pdf(1, 'Residential limited warranty', 'residential-warranty.pdf') },
    { file: pdf(2, 'ductless.pdf', 'ductless-warranty.pdf'), fileTitle: 'Ductless systems limited warranty' },
    { fileLink: 'https://example.com/warranty/extended-terms.pdf', fileTitle: 'Extended warranty terms' },
    { fileLink: 'javascript:alert(1)', fileTitle: 'Unsafe' },
    { file: 17 },
  ],
}

export const airConditioners: ProductCategory = {
  id: 2,
  name: 'Air Conditioners',
  slug: 'air-conditioners',
  order: 20,
  environments: ['residential'],
  updatedAt: at,
  createdAt: at,
}

/** Energy guides taken from the product data of one category. */
export const energyGuideDocumentsFixture: EnergyGuideDocumentsBlock = {
  blockType: 'energyGuideDocuments',
  title: 'Energy guides',
  intro: 'The yellow EnergyGuide label of each air conditioner.',
  source: 'products',
  category: airConditioners,
}
