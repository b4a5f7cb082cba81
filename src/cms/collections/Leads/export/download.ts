import { stringify } from 'csv-stringify/sync'
import type { Endpoint } from 'payload'

import { guardCell } from '../../../../domain/csv/cell'
import { pagedCsv, pagesCovering } from '../../../../domain/csv/pagedCsv'
import { exportCells } from './columns'
import { isRecord, jsonBody, notAdmin, notExported, type ExportedCollection } from './exported'
import { EXPORT_PAGE, readExportPage } from './readPage'
import { exportOptions, invalidOptions, planExport } from './request'

const lines = (rows: string[][]) => (rows.length === 0 ? '' : stringify(rows, { record_delimiter: '\r\n' }))

/** The file's name: the one the admin gave (letters, digits, - and _ only) or the collection and the day. */
function fileName(collection: string, name: string | null | undefined): string {
  const given = (name ?? '').replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '')
  return `${given || new Date().toISOString().slice(0, 10)}-${collection}.csv`
}

/**
 * POST /api/exports/download `{ data: { collectionSlug, fields?, where?, sort?, limit?, page?, name? } }`: the
 * admin's CSV export, in place of the import-export plugin's. Who asks and for which collection is checked
 * before anything is read (403 at once); the first page is read before the answer, so a bad filter is a 400;
 * then the file streams a page of documents at a time, each read only when the previous one has been taken,
 * with a turn of the event loop between, so a large export never holds the server.
 */
export const downloadEndpoint: Endpoint = {
  path: '/download',
  method: 'post',
  handler: async (req) => {
    const refusedUser = notAdmin(req)
    if (refusedUser) return refusedUser
    const body = await jsonBody(req)
    const data = isRecord(body) ? body.data : undefined
    // Before the rest of the body is checked: another collection is a 403 whatever else the request asks.
    const refused = notExported(isRecord(data) ? data.collectionSlug : undefined)
    if (refused) return refused
    const parsed = exportOptions.safeParse(data)
    if (!parsed.success) return invalidOptions(parsed.error)
    const collection = parsed.data.collectionSlug as ExportedCollection
    const plan = planExport(req, collection, parsed.data)
    if (plan instanceof Response) return plan

    const reads = pagesCovering(plan.offset, plan.count, EXPORT_PAGE)
    const readPage = async () => {
      const read = reads.next()
      if (read.done) return { text: '', last: true }
      const page = await readExportPage(req, plan, read.value)
      return { text: lines(page.docs.map((doc) => exportCells(doc, plan.columns))), last: page.last }
    }
    const failed = (error: unknown) => req.payload.logger.error({ err: error, msg: 'CSV export stopped' })
    // A byte order mark first, so spreadsheets read the file as UTF-8.
    const header = `\uFEFF${lines([plan.columns.map((c) => guardCell(c.header))])}`
    return new Response(await pagedCsv(readPage, failed, header), {
      status: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${fileName(collection, parsed.data.name)}"`,
        'cache-control': 'no-store',
      },
    })
  },
}
