import { coveringEntries, normalizeServiceAreaEntry } from '../dealers/serviceArea'
import type { PostalCode } from '../geo/postalCode'
import { categoryLabel } from './categories'
import type { ProductRebateDetail } from './responseSchemas'

/** A rebate program as the rules read it (the staff-managed `rebate-programs` collection). */
export type RebateProgram = {
  id: number
  name: string
  amountLabel: string
  /** US dollars. */
  amount: number
  homeURL: string
  productCategory: string
  region: {
    country: 'US' | 'CA'
    /** Two-letter state or province codes; none means the whole country. */
    states?: readonly string[] | null
    /** Zip prefixes (100, 1000, 10001) or postal prefixes (K, K1, K1A); none means every code. */
    zipPrefixes?: readonly string[] | null
  }
  startDate: string
  endDate?: string | null
}

/** Where a visitor is: the parsed code and the state or province it lies in. */
export type RebatePlace = { code: PostalCode; state: string }

/** The calendar day (UTC) of a date, 'YYYY-MM-DD', or null for an unreadable one. */
function dayOf(value: string | Date): string | null {
  const date = typeof value === 'string' ? new Date(value) : value
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10)
}

/** True while today lies between the start and end days, both included; an open end never expires. */
export function isRunning(program: Pick<RebateProgram, 'startDate' | 'endDate'>, today: Date): boolean {
  const day = dayOf(today)
  const start = dayOf(program.startDate)
  if (!day || !start || day < start) return false
  if (!program.endDate) return true
  const end = dayOf(program.endDate)
  return end !== null && day <= end
}

/**
 * A program applies to a place when the country matches, the place's state is listed (or none are), a
 * listed prefix covers the code (or none are), and the program is running today. Prefixes follow the
 * dealers' service-area rule, so "100" covers 10001 and "K1" covers K1A 0B1.
 */
export function programApplies(program: RebateProgram, place: RebatePlace, today: Date): boolean {
  const { country, states, zipPrefixes } = program.region
  if (country !== place.code.country) return false
  if (states?.length && !states.includes(place.state)) return false
  if (zipPrefixes?.length) {
    const covering = coveringEntries(place.code)
    const covered = zipPrefixes.some((p) => {
      const entry = normalizeServiceAreaEntry(p)
      return entry !== null && covering.includes(entry)
    })
    if (!covered) return false
  }
  return isRunning(program, today)
}

const byAmountThenName = (a: RebateProgram, b: RebateProgram) =>
  b.amount - a.amount || a.name.localeCompare(b.name) || a.id - b.id

/**
 * The productRebateDetails of a place: one entry per product category with a program that applies, its
 * programs largest first, the entries by their largest rebate (ties by category label), at most pageSize.
 */
export function rebateDetails(
  programs: readonly RebateProgram[],
  place: RebatePlace,
  today: Date,
  pageSize: number,
): ProductRebateDetail[] {
  const byCategory = new Map<string, RebateProgram[]>()
  for (const program of programs) {
    if (!programApplies(program, place, today)) continue
    const list = byCategory.get(program.productCategory)
    if (list) list.push(program)
    else byCategory.set(program.productCategory, [program])
  }
  const entries = [...byCategory].map(([category, list]) => {
    const sorted = list.sort(byAmountThenName)
    return {
      productCategory: categoryLabel(category),
      maxRebate: { amount: sorted[0]!.amount },
      rebatePrograms: sorted.map((p) => ({
        id: p.id,
        name: p.name,
        amountLabel: p.amountLabel,
        homeURL: p.homeURL,
      })),
    }
  })
  entries.sort(
    (a, b) => b.maxRebate.amount - a.maxRebate.amount || a.productCategory.localeCompare(b.productCategory),
  )
  return entries.slice(0, pageSize)
}
