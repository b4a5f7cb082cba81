import type { PayloadRequest, SelectType } from 'payload'

import type { PageRead } from '../../../../domain/csv/pagedCsv'
import type { ExportPlan } from './request'

/** Documents read at a time for a file: within what one staff request may read (cms/hooks/capReads). */
export const EXPORT_PAGE = 100

/**
 * One page of an export's documents, read as the admin who asked (access and the staff read cap apply), with
 * only the columns' fields; `last` when no document follows the ones kept.
 */
export async function readExportPage(
  req: PayloadRequest,
  plan: ExportPlan,
  read: PageRead,
  size = EXPORT_PAGE,
): Promise<{ docs: unknown[]; last: boolean }> {
  const found = await req.payload.find({
    collection: plan.collection,
    where: plan.where,
    sort: plan.sort,
    select: plan.select as SelectType,
    depth: 0,
    limit: size,
    page: read.page,
    overrideAccess: false,
    req,
  })
  return {
    docs: found.docs.slice(read.from, read.to),
    last: read.final || !found.hasNextPage || found.docs.length < read.to,
  }
}
