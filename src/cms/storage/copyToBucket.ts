import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'

import { HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'

import { objectKey, STORED_COLLECTIONS } from './s3Client'

/** One file of the disk library and the object it becomes. */
export type LibraryFile = { key: string; path: string; contentType?: string }

export type CopyReport = { copied: string[]; skipped: string[]; missing: string[] }

type StoredCollection = keyof typeof STORED_COLLECTIONS
type FileRecord = {
  filename?: string | null
  mimeType?: string | null
  sizes?: Record<string, { filename?: string | null; mimeType?: string | null } | null | undefined> | null
}

/**
 * Every file of every media and documents record, image sizes included, trashed records too (restoring one
 * needs its files), with the key the storage adapter reads it from (`images/<filename>`, `documents/<filename>`)
 * and its path under MEDIA_DIR.
 */
export async function libraryFiles(payload: Payload, mediaDir: string): Promise<LibraryFile[]> {
  const files: LibraryFile[] = []
  for (const collection of Object.keys(STORED_COLLECTIONS) as StoredCollection[]) {
    const folder = path.resolve(mediaDir, STORED_COLLECTIONS[collection])
    for (let page = 1, more = true; more; page += 1) {
      const result = await payload.find({
        collection,
        depth: 0,
        limit: 200,
        page,
        sort: 'id',
        trash: true,
        select: { filename: true, mimeType: true, ...(collection === 'media' ? { sizes: true } : {}) },
      })
      for (const doc of result.docs as FileRecord[]) {
        const entries = [doc, ...Object.values(doc.sizes ?? {})]
        for (const entry of entries) {
          if (!entry?.filename) continue
          files.push({
            key: objectKey(collection, entry.filename),
            path: path.join(folder, entry.filename),
            contentType: entry.mimeType ?? undefined,
          })
        }
      }
      more = result.hasNextPage
    }
  }
  return files
}

/** The size of the object at `key`, or undefined when there is none. */
async function objectSize(client: S3Client, bucket: string, key: string): Promise<number | undefined> {
  try {
    return (await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).ContentLength
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode
    if (status === 404 || (error as Error).name === 'NotFound') return undefined
    throw error
  }
}

/**
 * Copies each file into the bucket, one after another, skipping a file whose object is already there with the
 * same size (a second run, or a run after an interruption, copies only what is left). A file not on disk is
 * reported, not fatal. `log` hears one line a file.
 */
export async function copyToBucket(
  client: S3Client,
  bucket: string,
  files: LibraryFile[],
  log: (line: string) => void = () => {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: [], skipped: [], missing: [] }
  for (const file of files) {
    const size = await stat(file.path).then(
      (s) => s.size,
      () => undefined,
    )
    if (size === undefined) {
      report.missing.push(file.key)
      log(`missing  ${file.key}  (not on disk: ${file.path})`)
      continue
    }
    if ((await objectSize(client, bucket, file.key)) === size) {
      report.skipped.push(file.key)
      log(`skipped  ${file.key}  (already in the bucket)`)
      continue
    }
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: file.key,
        Body: createReadStream(file.path),
        ContentLength: size,
        ContentType: file.contentType,
      }),
    )
    report.copied.push(file.key)
    log(`copied   ${file.key}  (${size} bytes)`)
  }
  return report
}
