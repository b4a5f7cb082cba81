/**
 * The product categories a rebate program can cover. Editors pick one per program; the rebate endpoint
 * answers the label, which the page shows as written.
 */
export const PRODUCT_CATEGORIES = [
  { value: 'heat-pumps', label: 'Heat pumps' },
  { value: 'air-conditioners', label: 'Air conditioners' },
  { value: 'furnaces', label: 'Furnaces' },
  { value: 'ductless', label: 'Ductless systems' },
  { value: 'geothermal', label: 'Geothermal heat pumps' },
  { value: 'water-heaters', label: 'Heat pump water heaters' },
  { value: 'thermostats', label: 'Smart thermostats' },
] as const

export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number]['value']

/** The label of a category value; an unknown value (a category since removed) is shown as stored. */
export function categoryLabel(value: string): string {
  return PRODUCT_CATEGORIES.find((c) => c.value === value)?.label ?? value
}
