import type { PayloadRequest } from 'payload'

import { demoCategories, pairsOf, type DemoCategory, type DemoFamily } from './categories'
import { demoFamilies } from './families'
import { storeImage, storeSheet } from './uploads'

/** Writing one family and one model of the demo catalogue, with their generated files. */

export const TECHNICAL_DOCUMENTS = ['Installation manual', 'Product data'] as const

export type Model = { modelNumber: string; name: string; family: DemoFamily; category: DemoCategory }
export type SeedFamily = { family: DemoFamily; category: DemoCategory; categoryId: number; brand: string }

export const models: Model[] = demoCategories.flatMap((category) =>
  demoFamilies
    .filter((f) => f.category === category.slug)
    .flatMap((family) =>
      pairsOf(family.models).map(([modelNumber, name]) => ({ modelNumber, name, family, category })),
    ),
)

/** The family's sell sheet and technical documents, stored as PDFs, and the family itself; its id. */
export async function seedFamily(req: PayloadRequest, { family, category, categoryId, brand }: SeedFamily) {
  const sheet = (kind: string) => ({
    brand,
    kind,
    title: `${family.name} ${kind.toLowerCase()}`,
    family: family.name,
    category: category.name,
    intro: family.description,
    rows: pairsOf(family.specs),
  })
  const file = (kind: string) => `${family.slug}-${kind.toLowerCase().replace(/\s+/g, '-')}.pdf`
  const sellSheet = await storeSheet(req, file('Sell sheet'), sheet('Sell sheet'))
  const technical: number[] = []
  for (const kind of TECHNICAL_DOCUMENTS) technical.push(await storeSheet(req, file(kind), sheet(kind)))
  const doc = await req.payload.create({
    collection: 'model-families',
    req,
    data: {
      name: family.name,
      slug: family.slug,
      category: categoryId,
      description: family.description,
      sellSheet,
      technicalDocuments: technical.map((document) => ({ document })),
    },
  })
  return doc.id
}

/** A model with its energy guide (PDF) and its product image (PNG, drawn beforehand); its id. */
export async function seedModel(
  req: PayloadRequest,
  model: Model,
  familyId: number,
  brand: string,
  png: Promise<Buffer>,
) {
  const { modelNumber, name, family, category } = model
  const file = modelNumber.toLowerCase()
  const energyGuide = await storeSheet(req, `${file}-energy-guide.pdf`, {
    brand,
    kind: 'Energy guide',
    title: `${modelNumber} energy guide`,
    family: family.name,
    category: category.name,
    intro: `${name}. Estimated figures for comparison shopping; actual costs depend on climate and use.`,
    rows: [['Model number', modelNumber], ...pairsOf(family.specs)],
  })
  const image = await storeImage(req, `${file}.png`, `${name}, ${brand} demo product image`, await png)
  const doc = await req.payload.create({
    collection: 'products',
    req,
    data: { modelNumber, name, family: familyId, energyGuide, image },
  })
  return doc.id
}
