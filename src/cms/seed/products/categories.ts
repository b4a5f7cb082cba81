import type { ProductEnvironment } from '../../../domain/products/environments'

/**
 * The demo catalogue: the seven sections of the dealer resources page's Technical Docs tab (spec §2), two model
 * families each, 18 models. A category's slug is its section's anchor: the specification names coils,
 * air-conditioners, air-handlers, furnaces, heat-pumps and packaged-systems; Ductless Systems takes
 * ductless-systems. Every figure is sample data for a fictional brand.
 */

/** The drawing used for a unit's demo image. */
export type UnitShape = 'outdoor' | 'cabinet' | 'wall' | 'packaged'

export type DemoCategory = {
  name: string
  slug: string
  order: number
  environments: ProductEnvironment[]
  shape: UnitShape
}

/** Specs and models are written as "label: value | label: value" to keep the table readable. */
export type DemoFamily = {
  category: string
  name: string
  slug: string
  description: string
  specs: string
  models: string
}

export const demoCategories: DemoCategory[] = [
  { name: 'Air Coil', slug: 'coils', order: 10, environments: ['residential'], shape: 'cabinet' },
  {
    name: 'Air Conditioners',
    slug: 'air-conditioners',
    order: 20,
    environments: ['residential'],
    shape: 'outdoor',
  },
  { name: 'Air Handlers', slug: 'air-handlers', order: 30, environments: ['residential'], shape: 'cabinet' },
  {
    name: 'Ductless Systems',
    slug: 'ductless-systems',
    order: 40,
    environments: ['residential'],
    shape: 'wall',
  },
  { name: 'Furnaces', slug: 'furnaces', order: 50, environments: ['residential'], shape: 'cabinet' },
  { name: 'Heat Pumps', slug: 'heat-pumps', order: 60, environments: ['residential'], shape: 'outdoor' },
  {
    name: 'Packaged Units',
    slug: 'packaged-systems',
    order: 70,
    environments: ['residential', 'commercial'],
    shape: 'packaged',
  },
]

/** "a: b | c: d" as pairs [a, b], [c, d] (the value may itself hold a colon-free comma list). */
export const pairsOf = (text: string): [string, string][] =>
  text.split(' | ').map((item) => {
    const at = item.indexOf(': ')
    return [item.slice(0, at), item.slice(at + 2)]
  })
