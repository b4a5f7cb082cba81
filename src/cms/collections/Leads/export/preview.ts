import type { Endpoint } from 'payload'

import { pagesCovering } from '../../../../domain/csv/pagedCsv'
import { exportCells } from './columns'
import { isRecord, jsonBody, notAdmin, notExported, type ExportedCollection } from './exported'
import { readExportPage } from './readPage'
import { invalidOptions, planExport, previewOptions } from './request'

/**
 * POST /api/exports/export-preview: a page of the file the export would write, for the admin's export drawer,
 * in place of the import-export plugin's; the same checks, columns and cells as the download.
 */
export const previewEndpoint: Endpoint = {
  path: '/export-preview',
  method: 'post',
  handler: async (req) => {
    const refusedUser = notAdmin(req)
    if (refusedUser) return refusedUser
    const body = await jsonBody(req)
    // Before the rest of the body is checked: another collection is a 403 whatever else the request asks.
    const refused = notExported(isRecord(body) ? body.collectionSlug : undefined)
    if (refused) return refused
    const parsed = previewOptions.safeParse(body)
    if (!parsed.success) return invalidOptions(parsed.error)
    const collection = parsed.data.collectionSlug as ExportedCollection
    const plan = planExport(req, collection, parsed.data)
    if (plan instanceof Response) return plan

    const { totalDocs } = await req.payload.count({
      collection,
      where: plan.where,
      overrideAccess: false,
      req,
    })
    const fileRows = Math.max(0, Math.min(totalDocs - plan.offset, plan.count))
    const limit = parsed.data.previewLimit ?? 10
    const page = parsed.data.previewPage ?? 1
    const first = (page - 1) * limit
    const docs: unknown[] = []
    for (const read of pagesCovering(plan.offset + first, Math.min(limit, fileRows - first), limit)) {
      const found = await readExportPage(req, plan, read, limit)
      docs.push(...found.docs)
      if (found.last) break
    }
    const headers = plan.columns.map((c) => c.header)
    const totalPages = Math.ceil(fileRows / limit)
    return Response.json(
      {
        columns: headers,
        docs: docs.map((doc) => {
          const cells = exportCells(doc, plan.columns)
          return Object.fromEntries(headers.map((h, i) => [h, cells[i]]))
        }),
        exportTotalDocs: fileRows,
        totalDocs: fileRows,
        limit,
        page,
        totalPages,
        hasNextPage: page < totalPages,
        hasPrevPage: page > 1,
      },
      { headers: { 'cache-control': 'no-store' } },
    )
  },
}
