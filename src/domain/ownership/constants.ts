/** The specification's ownership figures (content-and-blocks.md §9); blocks use them as editable defaults. */

/** Installed-cost starting prices, before tax, in whole US dollars. */
export const STARTING_PRICES = [
  { product: 'Air conditioner', price: 5400 },
  { product: 'Gas furnace (80% and 90%)', price: 3400 },
  { product: 'Heat pump', price: 5800 },
  { product: 'Air handler', price: 3600 },
] as const

/** What new ductwork usually costs, in whole US dollars. */
export const DUCTWORK_COST = { from: 3000, to: 10000 } as const

/** Warranty terms: registration window in days after installation, and the usual length of each warranty. */
export const WARRANTY_TERMS = { registrationDays: 60, baseYears: 5, registeredYears: 10 } as const

/** The three leasing steps. */
export const LEASING_STEPS = [
  {
    title: 'Apply with a dealer',
    text: 'Start your application with a participating dealer. The financing partner runs a credit check.',
  },
  {
    title: 'Choose your system',
    text: 'If you are approved, choose your system and accessories with your dealer.',
  },
  {
    title: 'Pay monthly',
    text: 'Pay one monthly amount, with repairs, maintenance and filters included.',
  },
] as const

/** The efficiency ratings a certificate names. `fanEnergy` is a maximum (percent of furnace energy). */
export const EFFICIENCY_METRICS = ['AFUE', 'SEER', 'EER', 'HSPF', 'fanEnergy'] as const
export type EfficiencyMetric = (typeof EFFICIENCY_METRICS)[number]

export type Requirement = { metric: EfficiencyMetric; value: number }

/** Manufacturer tax-credit certificate thresholds. */
export const TAX_CREDIT_THRESHOLDS: readonly { equipment: string; requirements: readonly Requirement[] }[] = [
  { equipment: 'Gas furnace', requirements: [{ metric: 'AFUE', value: 95 }] },
  {
    equipment: 'Heat pump or dual fuel system',
    requirements: [
      { metric: 'SEER', value: 14 },
      { metric: 'EER', value: 12 },
      { metric: 'HSPF', value: 8 },
    ],
  },
  {
    equipment: 'Packaged air conditioner',
    requirements: [
      { metric: 'SEER', value: 14 },
      { metric: 'EER', value: 12 },
    ],
  },
  {
    equipment: 'Split air conditioner',
    requirements: [
      { metric: 'SEER', value: 16 },
      { metric: 'EER', value: 13 },
    ],
  },
  {
    equipment: 'Split heat pump',
    requirements: [
      { metric: 'SEER', value: 15 },
      { metric: 'EER', value: 12.5 },
      { metric: 'HSPF', value: 8.5 },
    ],
  },
  { equipment: 'Advanced main air circulating fan', requirements: [{ metric: 'fanEnergy', value: 2 }] },
]
