import { ValidationError, type PayloadRequest } from 'payload'

import type {
  DealerCsvProblem,
  DealerCsvRow,
  DealerPatch,
} from '../../../../domain/dealers/csv/readDealerCsv'
import type { Dealer } from '../../../../payload-types'
import { readSheetDealers, type SheetDealer } from './sheetReads'

export type ImportCounts = { created: number; updated: number; unchanged: number }

/** A row the record's own validation refused while writing; the caller rolls the whole file back. */
export class RowRefused extends Error {
  constructor(readonly problems: DealerCsvProblem[]) {
    super('A dealer row was refused')
  }
}

function refusal(line: number, error: unknown): unknown {
  if (!(error instanceof ValidationError)) return error
  return new RowRefused(
    error.data.errors.map((e) => ({ line, column: e.path.split('.').pop(), message: e.message })),
  )
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** True when every value the row carries is what the dealer already holds. */
function holdsAlready(dealer: SheetDealer, patch: DealerPatch): boolean {
  const groups: [Record<string, unknown> | undefined, Record<string, unknown> | null | undefined][] = [
    [patch.data, dealer.data],
    [patch.metaData, dealer.metaData],
    [patch.location, dealer.location],
  ]
  const groupsSame = groups.every(([row, record]) =>
    Object.entries(row ?? {}).every(([key, value]) => same(value, record?.[key])),
  )
  return groupsSame && (patch.serviceArea === undefined || same(patch.serviceArea, dealer.serviceArea ?? []))
}

/** Company ids looked up at a time. */
const LOOKUP_CHUNK = 1000

/** The dealers a batch of rows names, by company id, read straight from the tables in chunks. */
async function dealersNamed(req: PayloadRequest, rows: DealerCsvRow[]): Promise<Map<number, SheetDealer>> {
  const ids = rows.map((row) => row.patch.data.companyID)
  const byCompany = new Map<number, SheetDealer>()
  for (let i = 0; i < ids.length; i += LOOKUP_CHUNK) {
    const found = await readSheetDealers(req.payload, { companyIds: ids.slice(i, i + LOOKUP_CHUNK) })
    for (const dealer of found) byCompany.set(dealer.data.companyID, dealer)
  }
  return byCompany
}

/** A checked row that changes something, with the dealer it updates (none: it adds a dealer). */
export type PendingRow = DealerCsvRow & { dealer?: SheetDealer }

/**
 * Sorts a batch of checked rows into those that hold what their dealer already holds (counted) and those that
 * change something (returned), reading the dealers they name.
 */
export async function sortRows(
  req: PayloadRequest,
  rows: DealerCsvRow[],
): Promise<{ unchanged: number; changes: PendingRow[] }> {
  const byCompany = await dealersNamed(req, rows)
  const changes: PendingRow[] = []
  let unchanged = 0
  for (const row of rows) {
    const dealer = byCompany.get(row.patch.data.companyID)
    if (dealer && holdsAlready(dealer, row.patch)) unchanged++
    else changes.push(dealer ? { ...row, dealer } : row)
  }
  return { unchanged, changes }
}

/**
 * Writes the rows that change something, in the request's transaction: a row of a known dealer updates it (only
 * the columns the file has; the rest of the record stays), another adds a dealer. The record's hooks run as for
 * an edit in the admin (title, slug, page address, search index, caches).
 */
export async function writeChanges(
  req: PayloadRequest,
  changes: readonly PendingRow[],
): Promise<Pick<ImportCounts, 'created' | 'updated'>> {
  const counts = { created: 0, updated: 0 }
  for (const { line, patch, dealer } of changes) {
    // The patch is checked row by row against the columns table; Payload validates the record again.
    const data = patch as unknown as Partial<Dealer>
    try {
      if (dealer) {
        await req.payload.update({
          collection: 'dealers',
          id: dealer.id,
          data,
          depth: 0,
          overrideAccess: true,
          req,
        })
        counts.updated++
      } else {
        await req.payload.create({
          collection: 'dealers',
          data: data as Dealer,
          depth: 0,
          overrideAccess: true,
          req,
        })
        counts.created++
      }
    } catch (error) {
      throw refusal(line, error)
    }
  }
  return counts
}
