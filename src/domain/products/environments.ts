/**
 * The catalogues the product endpoint answers for: the brand sells to homeowners (residential) and to light
 * commercial buyers (commercial: rooftop and packaged units of 3 to 25 tons). A product category belongs to
 * one or both; /api/v1/products/{environment}/allproducts lists the categories of one.
 */
export const PRODUCT_ENVIRONMENTS = ['residential', 'commercial'] as const

export type ProductEnvironment = (typeof PRODUCT_ENVIRONMENTS)[number]

export const ENVIRONMENT_LABELS: Record<ProductEnvironment, string> = {
  residential: 'Residential',
  commercial: 'Light commercial',
}

export function isProductEnvironment(value: string): value is ProductEnvironment {
  return (PRODUCT_ENVIRONMENTS as readonly string[]).includes(value)
}
