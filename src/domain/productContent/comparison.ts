/**
 * Rules of the product comparison block (content-and-blocks.md §3, §4, §9): which product types the menu offers,
 * which type is shown first, which products and rows a type shows, how the efficiency row is named and where a
 * noise level sits on the noise scale. Plain data in, plain data out: the block renders what these return.
 */

/** The product types of §9, in the spec's order. */
export const PRODUCT_TYPES = [
  'Air Conditioner',
  '80% Furnace',
  '90% Furnace',
  'Furnace',
  'Heat Pump',
  'Air Handler',
] as const

export type ProductType = (typeof PRODUCT_TYPES)[number]

/** The type shown first (§4). */
export const INITIAL_PRODUCT_TYPE: ProductType = 'Air Conditioner'

export const isProductType = (value: unknown): value is ProductType =>
  typeof value === 'string' && (PRODUCT_TYPES as readonly string[]).includes(value)

/** A comparison entry as saved (every value optional but the name and type). */
export type ComparisonEntry = {
  product_type: string
  product_name: string
  installment_cost?: string | null
  cooling_strength?: string | null
  stages?: string | null
  fuel_type?: string | null
  speeds?: string | null
  noise_level?: number | null
  comfort_link_communication?: string | null
  energy_savings?: string | null
  energy_star_qualified?: string | null
  efficiency?: string | null
}

export type MenuLabels = {
  menu_label_1?: string | null
  menu_label_2?: string | null
  menu_label_3?: string | null
  menu_label_4?: string | null
  menu_label_5?: string | null
  menu_label_6?: string | null
  menu_label_7?: string | null
}

const MENU_KEYS = [1, 2, 3, 4, 5, 6, 7].map((n) => `menu_label_${n}` as keyof MenuLabels)

/**
 * The product types on the menu, in the editor's order: empty labels skipped, a type named twice listed once,
 * a label that is no product type dropped. With no label at all, the menu lists the types the entries have, in
 * §9 order, so a comparison always has a way to show its products.
 */
export function menuTypes(labels: MenuLabels, entries: readonly ComparisonEntry[]): ProductType[] {
  const chosen: ProductType[] = []
  for (const key of MENU_KEYS) {
    const label = labels[key]?.trim()
    if (isProductType(label) && !chosen.includes(label)) chosen.push(label)
  }
  if (chosen.length) return chosen
  return PRODUCT_TYPES.filter((type) => entries.some((entry) => entry.product_type === type))
}

/** Air Conditioner when the menu offers it (§4); otherwise the menu's first type, or null for an empty menu. */
export function initialType(menu: readonly ProductType[]): ProductType | null {
  if (menu.includes(INITIAL_PRODUCT_TYPE)) return INITIAL_PRODUCT_TYPE
  return menu[0] ?? null
}

/** The products of one type, in the editor's order. A type matches exactly ("Furnace" is not "80% Furnace"). */
export function productsOfType<E extends ComparisonEntry>(entries: readonly E[], type: ProductType): E[] {
  return entries.filter((entry) => entry.product_type === type)
}

/** The rows of §9 ("Comparison rows when data exist"), in the spec's order. */
export const ROW_KEYS = [
  'installment_cost',
  'cooling_strength',
  'stages',
  'fuel_type',
  'speeds',
  'noise_level',
  'comfort_link_communication',
  'energy_savings',
  'energy_star_qualified',
  'efficiency',
] as const

export type RowKey = (typeof ROW_KEYS)[number]

const ROW_LABELS: Record<Exclude<RowKey, 'efficiency'>, string> = {
  installment_cost: 'Installation costs',
  cooling_strength: 'Cooling strength',
  stages: 'Stages',
  fuel_type: 'Fuel type',
  speeds: 'Speeds',
  noise_level: 'Noise level',
  comfort_link_communication: 'ComfortLink II communication',
  energy_savings: 'Energy savings',
  energy_star_qualified: 'ENERGY STAR qualified',
}

export type EfficiencyLabel = { label: string; meaning: string }

/**
 * The efficiency row's name by type (§9): SEER for air conditioners, AFUE for furnaces, HSPF for heat pumps.
 * An air handler has no rating of its own (the system's numbers depend on the outdoor unit it is matched with),
 * so its row keeps the plain name "Efficiency rating" and the editor says what the figure is.
 */
export function efficiencyLabel(type: ProductType): EfficiencyLabel {
  switch (type) {
    case 'Air Conditioner':
      return { label: 'SEER', meaning: 'Seasonal energy efficiency ratio (cooling)' }
    case '80% Furnace':
    case '90% Furnace':
    case 'Furnace':
      return { label: 'AFUE', meaning: 'Annual fuel utilization efficiency (heating)' }
    case 'Heat Pump':
      return { label: 'HSPF', meaning: 'Heating seasonal performance factor' }
    case 'Air Handler':
      return { label: 'Efficiency rating', meaning: 'Depends on the outdoor unit it is matched with' }
  }
}

/** True when the entry has something to show in the row: a non-blank text, or a noise level that is a number. */
export function hasValue(entry: ComparisonEntry, key: RowKey): boolean {
  const value = entry[key]
  if (key === 'noise_level') return typeof value === 'number' && Number.isFinite(value)
  return typeof value === 'string' && value.trim() !== ''
}

export type ComparisonRow = { key: RowKey; label: string; meaning?: string }

/** The rows shown for these products: each row of §9 that at least one of them has data for. */
export function visibleRows(entries: readonly ComparisonEntry[], type: ProductType): ComparisonRow[] {
  return ROW_KEYS.filter((key) => entries.some((entry) => hasValue(entry, key))).map((key) =>
    key === 'efficiency' ? { key, ...efficiencyLabel(type) } : { key, label: ROW_LABELS[key] },
  )
}

/** "Yes" (as saved) means qualified; any other value means not. */
export const isEnergyStar = (value: string | null | undefined): boolean => value?.trim() === 'Yes'

/** §9: what energy savings are measured against. */
export const ENERGY_SAVINGS_BASIS =
  'Energy savings are compared against a 10 SEER unit, the minimum allowed until 2006.'

/** §9 noise scale, loudest first. */
export const NOISE_SCALE = [
  { decibels: 80, source: 'Garbage disposal', phrase: 'a garbage disposal' },
  { decibels: 70, source: 'Vacuum cleaner', phrase: 'a vacuum cleaner' },
  { decibels: 60, source: 'Background music', phrase: 'background music' },
  { decibels: 50, source: 'Quiet suburb', phrase: 'a quiet suburb' },
  { decibels: 40, source: 'Library', phrase: 'a library' },
] as const

export type NoiseReference = (typeof NOISE_SCALE)[number]

/** The sound on the scale nearest to a level; halfway between two, the quieter one. */
export function nearestNoise(decibels: number): NoiseReference {
  let best: NoiseReference = NOISE_SCALE[0]
  for (const reference of NOISE_SCALE) {
    if (Math.abs(reference.decibels - decibels) <= Math.abs(best.decibels - decibels)) best = reference
  }
  return best
}

/** Where a level sits on the drawn scale (40 dB at 0, 80 dB at 100), held within the scale. */
export function noisePosition(decibels: number): number {
  const low = NOISE_SCALE[4].decibels
  const high = NOISE_SCALE[0].decibels
  return Math.round(Math.min(100, Math.max(0, ((decibels - low) / (high - low)) * 100)))
}

/** A level in words: "56 dB, close to background music (60 dB)". */
export function describeNoise(decibels: number): string {
  const near = nearestNoise(decibels)
  const relation = near.decibels === decibels ? 'as loud as' : 'close to'
  return `${decibels} dB, ${relation} ${near.phrase} (${near.decibels} dB)`
}

/** §9 installed-cost starting prices, before tax, in US dollars. */
const STARTING_PRICE: Record<ProductType, number> = {
  'Air Conditioner': 5400,
  '80% Furnace': 3400,
  '90% Furnace': 3400,
  Furnace: 3400,
  'Heat Pump': 5800,
  'Air Handler': 3600,
}

/** The installed price a type starts at, before tax, in whole US dollars (§9). */
export const startingPrice = (type: ProductType): number => STARTING_PRICE[type]

const NOUN: Record<ProductType, string> = {
  'Air Conditioner': 'an air conditioner',
  '80% Furnace': 'an 80% gas furnace',
  '90% Furnace': 'a 90% gas furnace',
  Furnace: 'a gas furnace',
  'Heat Pump': 'a heat pump',
  'Air Handler': 'an air handler',
}

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`

/** §9: ductwork, when a home needs it. */
export const DUCTWORK_RANGE = 'Ductwork, when a home needs new or replacement ducts, adds $3,000 to $10,000.'

/** What the installation cost includes, for the type shown (the text the two toggles open). */
export function installationCostDetails(type: ProductType): string[] {
  return [
    `Installed prices for ${NOUN[type]} start at ${dollars(STARTING_PRICE[type])} before tax. They cover the equipment and a standard installation by an independent dealer.`,
    'More dollar signs mean a higher installed price among the models shown. Your dealer gives you an exact price after a visit to your home.',
    DUCTWORK_RANGE,
  ]
}
