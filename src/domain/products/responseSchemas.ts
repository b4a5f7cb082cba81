import * as z from '../zod'

import { PRODUCT_ENVIRONMENTS } from './environments'

/**
 * The answer of GET /api/v1/products/{environment}/allproducts: the specification's product data
 * ("categories, each with a category, families with modelFamily, products with an energyGuide link"), with
 * slugs so a caller can link a category to its section. Strict objects: no storage detail (ids, timestamps)
 * reaches a caller. File links are site paths (/api/documents/file/...) or https addresses.
 */
const link = z.string().regex(/^(\/(?!\/)|https:\/\/)/, 'a site path or an https address')

export const productSchema = z.strictObject({
  modelNumber: z.string().min(1),
  name: z.string().min(1),
  energyGuide: link.nullable(),
})

export const modelFamilySchema = z.strictObject({
  modelFamily: z.string().min(1),
  slug: z.string().min(1),
  products: z.array(productSchema),
})

export const productCategorySchema = z.strictObject({
  category: z.string().min(1),
  slug: z.string().min(1),
  families: z.array(modelFamilySchema),
})

export const allProductsResponseSchema = z.strictObject({
  environment: z.enum(PRODUCT_ENVIRONMENTS),
  categories: z.array(productCategorySchema),
})

export type ProductEntry = z.infer<typeof productSchema>
export type ModelFamilyEntry = z.infer<typeof modelFamilySchema>
export type ProductCategoryEntry = z.infer<typeof productCategorySchema>
export type AllProductsResponse = z.infer<typeof allProductsResponseSchema>
