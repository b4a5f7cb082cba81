import type {
  DealerResourcesBlock,
  Document,
  Media,
  ModelFamily,
  Product,
  ProductCategory,
} from '@/payload-types'

/** A dealer resources block as a page read fills it in: families with categories and documents, products with images. */
const at = '2026-11-24T00:00:00.000Z'

const category = (id: number, name: string, slug: string, order: number): ProductCategory => ({
  id,
  name,
  slug,
  order,
  environments: ['residential'],
  updatedAt: at,
  createdAt: at,
})

const pdf = (id: number, fileTitle: string, filename: string): Document => ({
  id,
  fileTitle,
  filename,
  mimeType: 'application/pdf',
  url: `http://localhost:3000/api/documents/file/${filename}`,
  updatedAt: at,
  createdAt: at,
})

const furnaces = category(5, 'Furnaces', 'furnaces', 50)
const airConditioners = category(2, 'Air Conditioners', 'air-conditioners', 20)

const family = (id: number, name: string, cat: ProductCategory, docs: Document[]): ModelFamily => ({
  id,
  name,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  category: cat,
  sellSheet: pdf(id * 10, `${name} sell sheet`, `${id}-sell-sheet.pdf`),
  technicalDocuments: docs.map((document) => ({ document })),
  updatedAt: at,
  createdAt: at,
})

const f80 = family(1, 'F80 Series', furnaces, [
  pdf(101, 'F80 Series installation manual', 'f80-installation.pdf'),
  pdf(102, 'F80 Series product data', 'f80-product-data.pdf'),
])
const ac16 = family(2, 'AC16 Series', airConditioners, [
  pdf(201, 'AC16 Series installation manual', 'ac16-installation.pdf'),
])

const image = (id: number, filename: string, alt: string): Media => ({
  id,
  alt,
  filename,
  mimeType: 'image/png',
  width: 600,
  height: 600,
  url: `/api/media/file/${filename}`,
  sizes: {
    small: { url: `/api/media/file/${filename.replace('.png', '-480x480.png')}`, width: 480, height: 480 },
  },
  updatedAt: at,
  createdAt: at,
})

const product = (id: number, modelNumber: string, name: string, fam: ModelFamily): Product => ({
  id,
  modelNumber,
  name,
  family: fam,
  image: image(id, `${modelNumber.toLowerCase()}.png`, `${name}, demo product image`),
  updatedAt: at,
  createdAt: at,
})

export const dealerResourcesFixture: DealerResourcesBlock = {
  blockType: 'dealerResources',
  id: 'fixture',
  title: 'Dealer resources',
  intro: 'Sell sheets, technical documents and product images for Alderline dealers. Demo documents.',
  families: [f80, ac16],
  imageProducts: [
    product(1, 'F80-60', 'F80 gas furnace, 60,000 BTU', f80),
    product(2, 'AC16-36', 'AC16 air conditioner, 3 ton', ac16),
  ],
}
