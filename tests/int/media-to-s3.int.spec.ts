import { readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { MEDIA_FILE_CACHE_CONTROL } from '@/cms/collections/Media'
import { copyToBucket, libraryFiles, type LibraryFile } from '@/cms/storage/copyToBucket'
import { s3ClientConfig } from '@/cms/storage/s3Client'
import { env } from '@/config/env'

import { getTestPayload, testContext } from '../fixtures/payload'
import { rest } from '../fixtures/rest'
import { startS3Server, type S3TestServer } from '../fixtures/s3Server'

// The disk library of this run's (shared) test database, copied into a real S3-compatible server.
let payload: Payload
let s3: S3TestServer
let client: S3Client
const stamp = Date.now()
let ours: LibraryFile[]
let gone: string
let addresses: { image: string; document: string }

beforeAll(async () => {
  payload = await getTestPayload()
  s3 = await startS3Server()
  client = new S3Client(s3ClientConfig(s3.storage))

  const png = await sharp({ create: { width: 1000, height: 20, channels: 3, background: '#31577a' } })
    .png()
    .toBuffer()
  const image = await payload.create({
    collection: 'media',
    data: { alt: 'A band' },
    file: { data: png, mimetype: 'image/png', name: `move-${stamp}.png`, size: png.byteLength },
    context: { ...testContext },
  })
  const trashed = await payload.create({
    collection: 'media',
    data: { decorative: true },
    file: { data: png, mimetype: 'image/png', name: `move-trashed-${stamp}.png`, size: png.byteLength },
    context: { ...testContext },
  })
  await payload.update({
    collection: 'media',
    id: trashed.id,
    data: { deletedAt: new Date().toISOString() },
    context: { ...testContext },
  })
  const pdf = await PDFDocument.create()
  pdf.addPage([100, 100])
  const bytes = Buffer.from(await pdf.save())
  const document = await payload.create({
    collection: 'documents',
    data: { fileTitle: 'A sheet' },
    file: { data: bytes, mimetype: 'application/pdf', name: `move-${stamp}.pdf`, size: bytes.byteLength },
    context: { ...testContext },
  })
  addresses = { image: image.url!, document: document.url! }
  // One size lost from disk: reported, the rest still copied.
  gone = `images/${image.sizes!.small!.filename}`
  rmSync(path.join(env().MEDIA_DIR, gone))

  ours = (await libraryFiles(payload, env().MEDIA_DIR)).filter(({ key }) => key.includes(`-${stamp}`))
})

afterAll(async () => {
  client?.destroy()
  await s3?.stop()
})

describe('the disk library', () => {
  // The same answers tests/int/storage-s3.int.spec.ts expects from the bucket.
  it('serves images with a day of caching and documents without a Cache-Control of their own', async () => {
    const image = await rest(addresses.image)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(image.headers.get('cache-control')).toBe(MEDIA_FILE_CACHE_CONTROL)
    const document = await rest(addresses.document)
    expect(document.status).toBe(200)
    expect(document.headers.get('content-type')).toBe('application/pdf')
    expect(document.headers.get('cache-control')).toBeNull()
  })
})

describe('copying the disk library into a bucket', () => {
  it('lists every file of every record: originals, image sizes, trashed records and documents', () => {
    expect(ours.map(({ key }) => key.replace(/-\d+x\d+\./, '-<size>.')).sort()).toEqual([
      `documents/move-${stamp}.pdf`,
      `images/move-${stamp}-<size>.png`, // small (480)
      `images/move-${stamp}-<size>.png`, // medium (960)
      `images/move-${stamp}.png`,
      `images/move-trashed-${stamp}-<size>.png`,
      `images/move-trashed-${stamp}-<size>.png`,
      `images/move-trashed-${stamp}.png`,
    ])
    for (const file of ours) {
      expect(file.path).toBe(path.join(env().MEDIA_DIR, file.key))
      expect(file.contentType).toBe(file.key.endsWith('.pdf') ? 'application/pdf' : 'image/png')
    }
  })

  it('copies each file with its type, reports one missing on disk, and skips all it copied on a second run', async () => {
    const lines: string[] = []
    const first = await copyToBucket(client, s3.storage.bucket, ours, (line) => lines.push(line))
    expect(first.missing).toEqual([gone])
    expect(first.copied.sort()).toEqual(
      ours
        .map(({ key }) => key)
        .filter((key) => key !== gone)
        .sort(),
    )
    expect(first.skipped).toEqual([])
    expect(lines.some((line) => line.startsWith('missing') && line.includes(gone))).toBe(true)

    for (const file of ours.filter(({ key }) => key !== gone)) {
      const object = await client.send(new GetObjectCommand({ Bucket: s3.storage.bucket, Key: file.key }))
      const body = Buffer.from(await object.Body!.transformToByteArray())
      expect(body.equals(readFileSync(file.path)), file.key).toBe(true)
      expect(object.ContentType, file.key).toBe(file.contentType)
    }

    const second = await copyToBucket(client, s3.storage.bucket, ours)
    expect(second.copied).toEqual([])
    expect(second.skipped.sort()).toEqual(first.copied.sort())
    expect(second.missing).toEqual([gone])
  })
})
