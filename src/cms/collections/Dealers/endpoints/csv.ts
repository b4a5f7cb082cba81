import {
  commitTransaction,
  initTransaction,
  killTransaction,
  type Endpoint,
  type PayloadRequest,
} from 'payload'

import { pagedCsv } from '../../../../domain/csv/pagedCsv'
import type { DealerCsvProblem } from '../../../../domain/dealers/csv/readDealerCsv'
import { readDealerCsv } from '../../../../domain/dealers/csv/readDealerCsv'
import { dealerCsvHeader, dealerCsvLines } from '../../../../domain/dealers/csv/writeDealerCsv'
import { isStaff } from '../../../access'
import { RowRefused, writeDealerRows, type ImportCounts } from './writeRows'

/** A file this size holds far more dealers than the limit of the reader; past it nothing is read. */
export const MAX_DEALER_CSV_BYTES = 10 * 1024 * 1024

const json = (body: object, status: number) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

const refused = () => json({ error: 'Sign in as staff to export or import dealers' }, 403)

/** What the dealer record holds that the spreadsheet carries. */
const SELECT = { serviceArea: true, data: true, metaData: true, location: true } as const

/** Dealers read at a time: within what one staff request may read (cms/hooks/capReads). */
export const DEALER_EXPORT_PAGE = 500

/**
 * GET /api/dealers/export-csv: the whole network as one spreadsheet, by company id, read and sent a page at a
 * time (each page starts after the last company id of the one before), so a large network neither waits for
 * the whole file nor holds the server while it is written.
 */
export const exportDealersEndpoint: Endpoint = {
  path: '/export-csv',
  method: 'get',
  handler: async (req) => {
    if (!isStaff({ req })) return refused()
    let after = 0
    const readPage = async () => {
      const found = await req.payload.find({
        collection: 'dealers',
        where: { 'data.companyID': { greater_than: after } },
        sort: 'data.companyID',
        limit: DEALER_EXPORT_PAGE,
        depth: 0,
        select: SELECT,
        overrideAccess: true,
        req,
      })
      after = found.docs.at(-1)?.data.companyID ?? after
      return { text: dealerCsvLines(found.docs), last: !found.hasNextPage }
    }
    const failed = (error: unknown) => req.payload.logger.error({ err: error, msg: 'Dealer export stopped' })
    const day = new Date().toISOString().slice(0, 10)
    return new Response(await pagedCsv(readPage, failed, dealerCsvHeader()), {
      status: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="dealers-${day}.csv"`,
        'cache-control': 'no-store',
      },
    })
  },
}

/** 400 with every problem: `fields` keyed by "line.column" (the house shape), `problems` in file order. */
function problemsResponse(problems: DealerCsvProblem[]) {
  const fields = Object.fromEntries(
    problems.map((p) => [p.column ? `${p.line}.${p.column}` : String(p.line), p.message]),
  )
  const count = problems.length === 1 ? 'one problem' : `${problems.length} problems`
  return json({ error: `The file has ${count}; nothing was imported.`, fields, problems }, 400)
}

async function readText(req: PayloadRequest): Promise<string | null> {
  const declared = Number(req.headers.get('content-length') ?? 0)
  if (declared > MAX_DEALER_CSV_BYTES || !req.text) return null
  const text = await req.text()
  return Buffer.byteLength(text) > MAX_DEALER_CSV_BYTES ? null : text
}

/**
 * POST /api/dealers/import-csv with the file as the body (text/csv). Every line is checked first; a file with
 * any bad line writes nothing and answers each problem. A good file updates the dealers it names by company
 * id, adds the ones it does not find, leaves the rest, all in one transaction.
 */
export const importDealersEndpoint: Endpoint = {
  path: '/import-csv',
  method: 'post',
  handler: async (req) => {
    if (!isStaff({ req })) return refused()
    const text = await readText(req)
    if (text === null) return json({ error: 'The file is larger than 10 MB.' }, 413)
    const read = readDealerCsv(text)
    if (!read.ok) return problemsResponse(read.problems)

    const ownsTransaction = await initTransaction(req)
    let counts: ImportCounts
    try {
      counts = await writeDealerRows(req, read.rows)
      if (ownsTransaction) await commitTransaction(req)
    } catch (error) {
      await killTransaction(req)
      if (error instanceof RowRefused) return problemsResponse(error.problems)
      throw error
    }
    return json(counts, 200)
  },
}
