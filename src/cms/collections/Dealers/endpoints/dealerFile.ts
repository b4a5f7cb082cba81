import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as NodeWebStream } from 'node:stream/web'
import { randomUUID } from 'node:crypto'

import { CsvError, parse } from 'csv-parse'

import { unguardCell } from '../../../../domain/csv/cell'
import {
  DealerCsvReader,
  type DealerCsvProblem,
  type DealerCsvRow,
} from '../../../../domain/dealers/csv/readDealerCsv'

/**
 * A file this size holds more dealers than the reader's limit (an exported network of 100,000 is about 40 MB);
 * past it nothing more is read.
 */
export const MAX_DEALER_CSV_BYTES = 160 * 1024 * 1024
export const MAX_SIZE_TEXT = '160 MB'

export class TooLarge extends Error {}

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

/** A spool file left behind by a server that stopped mid-import is removed after this long. */
const SPOOL_KEPT_MS = 24 * 60 * 60 * 1000

/**
 * Writes an uploaded file to the import folder as it arrives (at most MAX_DEALER_CSV_BYTES; past it the file is
 * removed and TooLarge thrown) and answers its path. Files an earlier server left there a day ago go first.
 */
export async function spoolUpload(body: ReadableStream<Uint8Array>, folder: string): Promise<string> {
  await mkdir(folder, { recursive: true })
  for (const name of await readdir(folder)) {
    const file = path.join(folder, name)
    const info = await stat(file).catch(() => null)
    if (info && Date.now() - info.mtimeMs > SPOOL_KEPT_MS) await rm(file, { force: true })
  }
  const file = path.join(folder, `${randomUUID()}.csv`)
  try {
    await pipeline(
      Readable.fromWeb(body as NodeWebStream<Uint8Array>),
      byteLimit(MAX_DEALER_CSV_BYTES),
      createWriteStream(file),
    )
  } catch (error) {
    await rm(file, { force: true })
    throw error
  }
  return file
}

/** Lets the process answer other requests between two batches. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * Reads a stored dealer file one parsed line at a time and hands each batch of good lines to `onBatch` (while
 * the file has no problem so far), the last batch included. Answers the reader, whose problems and counts are
 * those of the whole file.
 */
export async function readDealerFile(
  file: string,
  batchSize: number,
  onBatch: (rows: DealerCsvRow[]) => Promise<void>,
): Promise<{ lines: number; problems: DealerCsvProblem[]; problemCount: number }> {
  const reader = new DealerCsvReader()
  const parser = parse({ bom: true, info: true, relax_column_count: true, skip_empty_lines: true })
  const feeding = pipeline(createReadStream(file), parser)
  // The parser reports a failure to the loop below; the pipeline's own rejection is handled there too.
  feeding.catch(() => undefined)

  let batch: DealerCsvRow[] = []
  const flush = async () => {
    const rows = batch
    batch = []
    if (rows.length > 0 && reader.problemCount === 0) await onBatch(rows)
    await nextTurn()
  }
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[]
      info: { lines: number }
    }>) {
      const row = reader.take({ cells: record.map(unguardCell), line: info.lines })
      if (row) batch.push(row)
      if (batch.length >= batchSize) await flush()
    }
    await feeding
  } catch (error) {
    if (!(error instanceof CsvError)) throw error
    reader.malformed(typeof error.lines === 'number' ? error.lines : 1)
  }
  await flush()
  const problems = reader.finish()
  return { lines: reader.rowCount, problems, problemCount: reader.problemCount }
}
