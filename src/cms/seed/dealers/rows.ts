import type { DemoDealer } from './generateDealer'
import type { DemoReview } from './generateReviews'

type Row = Record<string, unknown>

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * Payload's drizzle tables name a group's columns by joining the field path with `_`
 * (data.dealerInfo.data.weekHours.mon -> data_dealerInfo_data_weekHours_mon). Arrays live in their own tables.
 */
function flatten(value: Record<string, unknown>, prefix: string, out: Row): Row {
  for (const [key, v] of Object.entries(value)) {
    const name = prefix ? `${prefix}_${key}` : key
    if (Array.isArray(v)) continue
    if (isPlainObject(v)) flatten(v, name, out)
    else out[name] = v ?? null
  }
  return out
}

export function dealerRow(dealer: DemoDealer, columns: Set<string>, now: string): Row {
  const row = flatten(dealer, '', { createdAt: now, updatedAt: now })
  const unknown = Object.keys(row).filter((k) => !columns.has(k))
  if (unknown.length > 0)
    throw new Error(`Dealer seed columns missing from the schema: ${unknown.join(', ')}`)
  return row
}

/** serviceArea is a hasMany text field: one row per entry in `<table>_texts`. */
export const serviceAreaRows = (dealer: DemoDealer, parent: number): Row[] =>
  (dealer.serviceArea ?? []).map((text, i) => ({ parent, path: 'serviceArea', order: i + 1, text }))

/** whodis.assignedNumbers is an array field: its rows carry a string id, as Payload's own writes do. */
export const assignedNumberRows = (dealer: DemoDealer, parent: number): Row[] =>
  (dealer.whodis?.assignedNumbers ?? []).map((n, i) => ({
    _order: i + 1,
    _parentID: parent,
    id: `${parent.toString(16).padStart(16, '0')}${(i + 1).toString(16).padStart(8, '0')}`,
    number: n.number,
    numberType: n.numberType,
  }))

export const reviewRow = (review: DemoReview, dealer: number, now: string): Row => ({
  ...review,
  dealer,
  createdAt: now,
  updatedAt: now,
})
