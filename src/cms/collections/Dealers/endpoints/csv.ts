import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as NodeWebStream } from 'node:stream/web'

import { CsvError, parse } from 'csv-parse'
import {
  commitTransaction,
  initTransaction,
  killTransaction,
  type Endpoint,
  type PayloadRequest,
} from 'payload'

import { unguardCell } from '../../../../domain/csv/cell'
import { pagedCsv } from '../../../../domain/csv/pagedCsv'
import {
  DealerCsvReader,
  type DealerCsvProblem,
  type DealerCsvRow,
} from '../../../../domain/dealers/csv/readDealerCsv'
import { dealerCsvHeader, dealerCsvLines } from '../../../../domain/dealers/csv/writeDealerCsv'
import { isStaff } from '../../../access'
import { readSheetDealers } from './sheetReads'
import { RowRefused, sortRows, writeChanges, type PendingRow } from './writeRows'

/**
 * A file this size holds more dealers than the reader's limit (an exported network of 100,000 is about 40 MB);
 * past it nothing more is read.
 */
export const MAX_DEALER_CSV_BYTES = 160 * 1024 * 1024
const MAX_SIZE_TEXT = '160 MB'

const json = (body: object, status: number) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

const refused = () => json({ error: 'Sign in as staff to export or import dealers' }, 403)

/** Dealers read at a time for the export. */
export const DEALER_EXPORT_PAGE = 1000

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
      const docs = await readSheetDealers(req.payload, { after, limit: DEALER_EXPORT_PAGE })
      after = docs.at(-1)?.data.companyID ?? after
      return { text: dealerCsvLines(docs), last: docs.length < DEALER_EXPORT_PAGE }
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

/**
 * 400 with the problems: `fields` keyed by "line.column" (the house shape), `problems` in file order; a file
 * with more problems than are listed says how many it has.
 */
function problemsResponse(problems: DealerCsvProblem[], total = problems.length) {
  const fields = Object.fromEntries(
    problems.map((p) => [p.column ? `${p.line}.${p.column}` : String(p.line), p.message]),
  )
  const count = total === 1 ? 'one problem' : `${total.toLocaleString('en-US')} problems`
  const listed =
    total > problems.length ? ` The first ${problems.length.toLocaleString('en-US')} are listed.` : ''
  return json({ error: `The file has ${count}; nothing was imported.${listed}`, fields, problems }, 400)
}

const tooLarge = () => json({ error: `The file is larger than ${MAX_SIZE_TEXT}.` }, 413)

class TooLarge extends Error {}

/** Passes the body on until it passes `max` bytes, then stops it. */
function byteLimit(max: number): Transform {
  let seen = 0
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length
      done(seen > max ? new TooLarge('body too large') : null, chunk)
    },
  })
}

/** Rows checked before the dealers they name are read, together. */
const BATCH = 500

/** Lets the process answer other requests between two batches. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

type Plan =
  | { ok: true; lines: number; unchanged: number; changes: PendingRow[] }
  | { ok: false; problems: DealerCsvProblem[]; total: number }
  | { ok: false; tooLarge: true }

/**
 * Reads the file as it arrives, one parsed line at a time: every line is checked, and while the file has no
 * problem, each batch of good lines is compared with the dealers it names. What is kept in memory is the lines
 * that change something and the problems, so an untouched export of a whole network costs reads only.
 */
async function planImport(req: PayloadRequest, body: ReadableStream<Uint8Array>): Promise<Plan> {
  const reader = new DealerCsvReader()
  const parser = parse({ bom: true, info: true, relax_column_count: true, skip_empty_lines: true })
  const feeding = pipeline(
    Readable.fromWeb(body as NodeWebStream<Uint8Array>),
    byteLimit(MAX_DEALER_CSV_BYTES),
    parser,
  )
  // The parser reports the failure to the loop below; the pipeline's own rejection is handled there too.
  feeding.catch(() => undefined)

  let batch: DealerCsvRow[] = []
  let unchanged = 0
  const changes: PendingRow[] = []
  const compare = async () => {
    if (batch.length > 0 && reader.problemCount === 0) {
      const sorted = await sortRows(req, batch)
      unchanged += sorted.unchanged
      changes.push(...sorted.changes)
    }
    batch = []
    await nextTurn()
  }
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[]
      info: { lines: number }
    }>) {
      const row = reader.take({ cells: record.map(unguardCell), line: info.lines })
      if (row) batch.push(row)
      if (batch.length >= BATCH) await compare()
    }
    await feeding
  } catch (error) {
    if (error instanceof TooLarge) return { ok: false, tooLarge: true }
    if (!(error instanceof CsvError)) throw error
    reader.malformed(typeof error.lines === 'number' ? error.lines : 1)
  }
  await compare()
  const problems = reader.finish()
  if (problems.length > 0) return { ok: false, problems, total: reader.problemCount }
  return { ok: true, lines: reader.rowCount, unchanged, changes }
}

/**
 * POST /api/dealers/import-csv with the file as the body (text/csv), read as it streams in. Every line is
 * checked first; a file with any bad line writes nothing and answers its problems. A good file updates the
 * dealers it names by company id, adds the ones it does not find and leaves the rest, writing only the lines
 * that change something, all in one transaction. The answer counts added, updated and unchanged lines.
 */
export const importDealersEndpoint: Endpoint = {
  path: '/import-csv',
  method: 'post',
  handler: async (req) => {
    if (!isStaff({ req })) return refused()
    if (Number(req.headers.get('content-length') ?? 0) > MAX_DEALER_CSV_BYTES) return tooLarge()
    if (!req.body) return problemsResponse([{ line: 1, message: 'The file is empty.' }])
    const plan = await planImport(req, req.body)
    if (!plan.ok) return 'tooLarge' in plan ? tooLarge() : problemsResponse(plan.problems, plan.total)

    const ownsTransaction = await initTransaction(req)
    let written: { created: number; updated: number }
    try {
      written = await writeChanges(req, plan.changes)
      if (ownsTransaction) await commitTransaction(req)
    } catch (error) {
      await killTransaction(req)
      if (error instanceof RowRefused) return problemsResponse(error.problems)
      throw error
    }
    return json({ ...written, unchanged: plan.unchanged }, 200)
  },
}
