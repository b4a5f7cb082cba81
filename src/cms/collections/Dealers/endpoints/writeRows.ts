import { ValidationError, type PayloadRequest } from 'payload'

import type {
  DealerCsvProblem,
  DealerCsvRow,
  DealerPatch,
} from '../../../../domain/dealers/csv/readDealerCsv'
import type { Dealer } from '../../../../payload-types'

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
function holdsAlready(dealer: Dealer, patch: DealerPatch): boolean {
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

/** Company ids looked up at a time: within what one staff request may read (cms/hooks/capReads). */
const LOOKUP_CHUNK = 500

/** The dealers the file names, by company id, read in chunks in the request's transaction. */
async function dealersNamed(req: PayloadRequest, rows: DealerCsvRow[]): Promise<Map<number, Dealer>> {
  const ids = rows.map((row) => row.patch.data.companyID)
  const byCompany = new Map<number, Dealer>()
  for (let i = 0; i < ids.length; i += LOOKUP_CHUNK) {
    const chunk = ids.slice(i, i + LOOKUP_CHUNK)
    const found = await req.payload.find({
      collection: 'dealers',
      where: { 'data.companyID': { in: chunk } },
      limit: chunk.length,
      depth: 0,
      select: { serviceArea: true, data: true, metaData: true, location: true },
      overrideAccess: true,
      req,
    })
    for (const dealer of found.docs) byCompany.set(dealer.data.companyID, dealer as Dealer)
  }
  return byCompany
}

/**
 * Writes checked rows in the request's transaction: a row whose company id is known updates that dealer (only
 * the columns the file has; the rest of the record stays), an unknown one adds a dealer, an unchanged one is
 * skipped. The record's hooks run as for an edit in the admin (title, slug, search index, caches).
 */
export async function writeDealerRows(req: PayloadRequest, rows: DealerCsvRow[]): Promise<ImportCounts> {
  const byCompany = await dealersNamed(req, rows)
  const counts: ImportCounts = { created: 0, updated: 0, unchanged: 0 }
  for (const { line, patch } of rows) {
    const dealer = byCompany.get(patch.data.companyID)
    if (dealer && holdsAlready(dealer, patch)) {
      counts.unchanged++
      continue
    }
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
