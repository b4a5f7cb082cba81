import { rm } from 'node:fs/promises'
import path from 'node:path'

import type { Endpoint, PayloadRequest } from 'payload'

import { env } from '../../../../config/env'
import { pagedCsv } from '../../../../domain/csv/pagedCsv'
import type { DealerCsvProblem } from '../../../../domain/dealers/csv/readDealerCsv'
import { dealerCsvHeader, dealerCsvLines } from '../../../../domain/dealers/csv/writeDealerCsv'
import { isStaff } from '../../../access'
import { DEALER_IMPORTS } from '../../DealerImports'
import { MAX_DEALER_CSV_BYTES, MAX_SIZE_TEXT, readDealerFile, spoolUpload, TooLarge } from './dealerFile'
import { closeStaleImports, IMPORT_BATCH, runImport, runningImport } from './importRun'
import { readSheetDealers } from './sheetReads'

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

/** The file's name as the admin sends it (a header, the body being the file itself), kept short and plain. */
const fileNameOf = (req: PayloadRequest) =>
  decodeURIComponent(req.headers.get('x-file-name') ?? '')
    .replace(/[^\p{L}\p{N} ._()-]/gu, '')
    .slice(0, 120) || 'dealers.csv'

/** The folder an uploaded file waits in while it is imported (under DATA_DIR: it holds dealers' details). */
const spoolFolder = () => path.resolve(env().DATA_DIR, 'dealer-imports')

/**
 * POST /api/dealers/import-csv with the file as the body (text/csv). The file is stored as it arrives and every
 * line checked; a file with any bad line writes nothing and answers 400 with its problems. A good file is
 * answered at once, 202 with the import's record (`/api/dealer-imports/{id}`), and worked through in the
 * background (./importRun.ts): it updates the dealers it names by company id, adds the ones it does not find and
 * leaves the rest, writing only the lines that change something, so a network of any size stays within the
 * proxy's time limits and the site answers meanwhile. One import runs at a time (409 while another does).
 */
export const importDealersEndpoint: Endpoint = {
  path: '/import-csv',
  method: 'post',
  handler: async (req) => {
    if (!isStaff({ req })) return refused()
    if (Number(req.headers.get('content-length') ?? 0) > MAX_DEALER_CSV_BYTES) return tooLarge()
    if (!req.body) return problemsResponse([{ line: 1, message: 'The file is empty.' }])
    await closeStaleImports(req.payload)
    const busy = await runningImport(req.payload)
    if (busy) return anotherImport(busy)

    let file: string
    try {
      file = await spoolUpload(req.body, spoolFolder())
    } catch (error) {
      if (error instanceof TooLarge) return tooLarge()
      throw error
    }
    const checked = await readDealerFile(file, IMPORT_BATCH, async () => undefined).catch(async (error) => {
      await rm(file, { force: true })
      throw error
    })
    if (checked.problems.length > 0) {
      await rm(file, { force: true })
      return problemsResponse(checked.problems, checked.problemCount)
    }
    // Checked again: another import may have started while this file arrived.
    const started = await runningImport(req.payload)
    if (started) {
      await rm(file, { force: true })
      return anotherImport(started)
    }
    const record = await req.payload.create({
      collection: DEALER_IMPORTS,
      data: {
        fileName: fileNameOf(req),
        status: 'running',
        lines: checked.lines,
        startedBy: req.user?.id,
      },
      depth: 0,
      overrideAccess: true,
    })
    // Not awaited: the answer goes now and the import's record tells how it goes.
    void runImport(req, { importId: record.id, file, lines: checked.lines })
    return json({ id: record.id, status: record.status, lines: record.lines }, 202)
  },
}

function anotherImport(doc: { lines?: number | null; checked?: number | null }) {
  return json(
    {
      error: `Another import is running (${(doc.checked ?? 0).toLocaleString('en-US')} of ${(doc.lines ?? 0).toLocaleString('en-US')} lines done). Import this file once it has finished.`,
    },
    409,
  )
}
