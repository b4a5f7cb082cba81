import { rm } from 'node:fs/promises'

import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import type { DealerCsvRow } from '../../../../domain/dealers/csv/readDealerCsv'
import { expireGathered } from '../../../hooks/revalidate'
import { DEALER_IMPORTS, isLive } from '../../DealerImports'
import { readDealerFile } from './dealerFile'
import { RowRefused, sortRows, writeChanges } from './writeRows'

/** Lines compared, then written, together: one transaction each, so no write holds the database for long. */
export const IMPORT_BATCH = 500

/** The import's record is brought up to date at most this often while it runs (and once at its end). */
const RECORD_EVERY_MS = 1000

export type ImportStart = { importId: number; file: string; lines: number }

type Counts = { checked: number; created: number; updated: number; unchanged: number }

const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`

/** The import running now (started less than IMPORT_STALE_MS ago and still moving), if any. */
export async function runningImport(payload: Payload) {
  const found = await payload.find({
    collection: DEALER_IMPORTS,
    where: { status: { equals: 'running' } },
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const doc = found.docs[0]
  // The afterRead hook already shows a record its server left behind as interrupted.
  return doc && isLive({ status: doc.status, updatedAt: doc.updatedAt }) ? doc : null
}

/** Records left at 'running' by a server that stopped are marked interrupted for good. */
export async function closeStaleImports(payload: Payload) {
  const found = await payload.find({
    collection: DEALER_IMPORTS,
    where: { status: { equals: 'running' } },
    limit: 20,
    depth: 0,
    overrideAccess: true,
    // The stored status, not the one shown.
    context: { rawImportStatus: true },
  })
  for (const doc of found.docs) {
    if (isLive({ status: 'running', updatedAt: doc.updatedAt })) continue
    await payload.update({
      collection: DEALER_IMPORTS,
      id: doc.id,
      data: {
        status: 'interrupted',
        finishedAt: doc.updatedAt,
        message: `The import stopped after ${plural(doc.checked ?? 0, 'line')} (its server stopped). The lines before were imported; import the file again to finish: lines already imported count as unchanged.`,
      },
      depth: 0,
      overrideAccess: true,
    })
  }
}

/**
 * Works through a checked file in the background: each batch of lines is compared with the dealers it names and
 * what changes is written in a transaction of its own; the import's record is brought up to date after each batch
 * (at most once a second, which also tells the admin it is still moving). A line the dealer record refuses stops the import there: the
 * batches before it stay written and the record says so. The spooled file is removed at the end, whatever happens.
 */
export async function runImport(origin: PayloadRequest, start: ImportStart): Promise<void> {
  const { payload } = origin
  const counts: Counts = { checked: 0, created: 0, updated: 0, unchanged: 0 }
  // Each row's own cache expiry is gathered; the batch's are expired together once it is written.
  const gatheredTags = new Set<string>()
  const req = await createLocalReq(
    { user: origin.user ?? undefined, context: { ...origin.context, gatheredTags } },
    payload,
  )
  const record = (data: Record<string, unknown>) =>
    payload.update({ collection: DEALER_IMPORTS, id: start.importId, data, depth: 0, overrideAccess: true })
  let recorded = Date.now()

  const writeBatch = async (rows: DealerCsvRow[]) => {
    const sorted = await sortRows(req, rows)
    if (sorted.changes.length > 0) {
      await initTransaction(req)
      try {
        const written = await writeChanges(req, sorted.changes)
        await commitTransaction(req)
        counts.created += written.created
        counts.updated += written.updated
      } catch (error) {
        await killTransaction(req)
        throw error
      }
      expireGathered(req)
    }
    counts.unchanged += sorted.unchanged
    counts.checked += rows.length
    if (Date.now() - recorded >= RECORD_EVERY_MS) {
      await record({ ...counts })
      recorded = Date.now()
    }
  }

  try {
    await readDealerFile(start.file, IMPORT_BATCH, writeBatch)
    const changed = counts.created + counts.updated
    await record({
      ...counts,
      status: 'done',
      finishedAt: new Date().toISOString(),
      message: `Imported ${plural(counts.checked, 'line')}, ${changed.toLocaleString('en-US')} changed: ${counts.created.toLocaleString('en-US')} added, ${counts.updated.toLocaleString('en-US')} updated, ${counts.unchanged.toLocaleString('en-US')} unchanged.`,
    })
  } catch (error) {
    const refused = error instanceof RowRefused
    if (!refused) payload.logger.error({ err: error, msg: 'Dealer import failed' })
    const line = refused ? error.problems[0]?.line : undefined
    const before = `The lines before it were imported (${counts.created.toLocaleString('en-US')} added, ${counts.updated.toLocaleString('en-US')} updated); import the file again once it is fixed: lines already imported count as unchanged.`
    await record({
      ...counts,
      status: refused ? 'refused' : 'failed',
      finishedAt: new Date().toISOString(),
      problems: refused ? error.problems : null,
      message: refused
        ? `Line ${line} was refused, so the import stopped there. ${before}`
        : `The import failed after ${plural(counts.checked, 'line')}. ${before}`,
    }).catch((err: unknown) => payload.logger.error({ err, msg: 'Dealer import record not updated' }))
  } finally {
    await rm(start.file, { force: true })
  }
}
