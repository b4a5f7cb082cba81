import { WARRANTY_TERMS } from './constants'

export type WarrantyTerms = { registrationDays: number; baseYears: number; registeredYears: number }

export type WarrantyType = {
  id: 'base' | 'registered' | 'extended'
  title: string
  /** The usual length, e.g. 'Usually 10 years'; none for the extended warranty, whose term the dealer sets. */
  term: string | null
  /** When it applies. */
  appliesWhen: string
  /** What it covers. */
  covers: string
}

const count = (n: number, one: string): string => `${n} ${one}${n === 1 ? '' : 's'}`

/** A number an editor left empty or invalid falls back to the specification's value. */
const orDefault = (value: number | null | undefined, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : fallback

/** The terms an editor set, each left empty or invalid replaced by the specification's. */
export function warrantyTerms(
  terms: Partial<Record<keyof WarrantyTerms, number | null>> = {},
): WarrantyTerms {
  return {
    registrationDays: orDefault(terms.registrationDays, WARRANTY_TERMS.registrationDays),
    baseYears: orDefault(terms.baseYears, WARRANTY_TERMS.baseYears),
    registeredYears: orDefault(terms.registeredYears, WARRANTY_TERMS.registeredYears),
  }
}

/**
 * The types of warranty (spec §9): base limited (unregistered, or registered more than N days after
 * installation), registered limited (registered within N days), both on parts and not labor, and the optional
 * extended warranty sold by dealers (left out when `withExtended` is false).
 */
export function warrantyTypes(
  terms: Partial<Record<keyof WarrantyTerms, number | null>> = {},
  withExtended = true,
): WarrantyType[] {
  const { registrationDays: days, baseYears: base, registeredYears: registered } = warrantyTerms(terms)
  const types: WarrantyType[] = [
    {
      id: 'base',
      title: 'Base limited warranty',
      term: `Usually ${count(base, 'year')}`,
      appliesWhen: `Applies when a unit is not registered, or is registered more than ${count(days, 'day')} after installation.`,
      covers: 'Covers parts, not labor.',
    },
    {
      id: 'registered',
      title: 'Registered limited warranty',
      term: `Usually ${count(registered, 'year')}`,
      appliesWhen: `Applies when you register the unit within ${count(days, 'day')} of installation.`,
      covers: 'Covers parts, not labor.',
    },
  ]
  if (withExtended)
    types.push({
      id: 'extended',
      title: 'Extended warranty',
      term: null,
      appliesWhen: 'Optional. You buy it from your dealer, who sets its length and price.',
      covers: 'Ask your dealer whether it includes labor and what else it covers.',
    })
  return types
}
