import { existsSync } from 'node:fs'
import path from 'node:path'

import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { MEDIA_FILE_CACHE_CONTROL } from '@/cms/collections/Media'
import { s3ClientConfig } from '@/cms/storage/s3Client'
import { env } from '@/config/env'

import { getTestPayload, testContext } from '../fixtures/payload'
import { rest } from '../fixtures/rest'

// A real S3-compatible server, started before Payload's config is read: the S3_* variables point at it.
const s3 = await vi.hoisted(async () => {
  const { startS3Server: start } = await import('../fixtures/s3Server')
  return start()
})

vi.mock('@/config/env', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/config/env')>()
  const configured = real.parseEnv({ ...process.env, ...s3.variables })
  return { ...real, env: () => configured }
})

let payload: Payload
let bucket: S3Client
const stamp = Date.now()

beforeAll(async () => {
  payload = await getTestPayload()
  bucket = new S3Client(s3ClientConfig(s3.storage))
})

afterAll(async () => {
  bucket?.destroy()
  await s3.stop()
})

/** Every object in the bucket under a folder, with its size. */
async function objects(folder: string): Promise<Map<string, number>> {
  const listed = await bucket.send(
    new ListObjectsV2Command({ Bucket: s3.storage.bucket, Prefix: folder ? `${folder}/` : undefined }),
  )
  return new Map((listed.Contents ?? []).map(({ Key, Size }) => [Key!, Size!]))
}

/** A file fetched at its address through Payload's REST handler, as a visitor's browser asks for it. */
async function visit(url: string) {
  const res = await rest(new URL(url, 'http://site.invalid').pathname)
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) }
}

describe('with S3_BUCKET set, the media library', () => {
  it('keeps an image and each of its sizes in the bucket, serves them at the usual addresses, and removes them with the image', async () => {
    // Wider than the largest size (2,400 pixels), so every size is made.
    const original = await sharp({ create: { width: 2600, height: 40, channels: 3, background: '#31577a' } })
      .png()
      .toBuffer()
    const image = await payload.create({
      collection: 'media',
      data: { alt: 'A blue band' },
      file: { data: original, mimetype: 'image/png', name: `band-${stamp}.png`, size: original.byteLength },
      context: testContext,
    })

    const sizes = Object.entries(image.sizes ?? {})
    expect(sizes.map(([name]) => name).sort()).toEqual(['large', 'medium', 'small', 'xl'])
    const files = [
      { filename: image.filename!, url: image.url!, filesize: image.filesize! },
      ...sizes.map(([, size]) => ({ filename: size!.filename!, url: size!.url!, filesize: size!.filesize! })),
    ]
    const stored = await objects('images')
    for (const file of files) {
      // The address is the site's own file route, whatever the storage.
      expect(file.url).toBe(`/api/media/file/${file.filename}`)
      expect(stored.get(`images/${file.filename}`), file.filename).toBe(file.filesize)
    }

    const served = await visit(image.url!)
    expect(served.status).toBe(200)
    expect(served.bytes.equals(original)).toBe(true)
    expect(served.headers.get('cache-control')).toBe(MEDIA_FILE_CACHE_CONTROL)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('content-length')).toBe(String(original.byteLength))
    for (const file of files.slice(1)) {
      const size = await visit(file.url)
      expect(size.status, file.filename).toBe(200)
      expect(size.bytes.byteLength, file.filename).toBe(file.filesize)
      expect((await sharp(size.bytes).metadata()).format, file.filename).toBe('png')
      expect(size.headers.get('cache-control'), file.filename).toBe(MEDIA_FILE_CACHE_CONTROL)
    }
    // Nothing of it on disk.
    for (const file of files)
      expect(existsSync(path.join(env().MEDIA_DIR, 'images', file.filename))).toBe(false)

    await payload.delete({ collection: 'media', id: image.id, context: testContext })
    const left = await objects('images')
    for (const file of files) expect(left.has(`images/${file.filename}`), file.filename).toBe(false)
    expect((await visit(image.url!)).status).toBe(404)
  })
})

describe('uploads that share one context object (seeds, scripts)', () => {
  it('each reach the bucket', async () => {
    const context = { disableRevalidate: true }
    const names: string[] = []
    for (const colour of ['#aa3322', '#22aa33']) {
      const bytes = await sharp({ create: { width: 24, height: 24, channels: 3, background: colour } })
        .png()
        .toBuffer()
      const image = await payload.create({
        collection: 'media',
        data: { decorative: true },
        file: { data: bytes, mimetype: 'image/png', name: `shared-${stamp}.png`, size: bytes.byteLength },
        context,
      })
      names.push(image.filename!)
      expect((await visit(image.url!)).bytes.equals(bytes)).toBe(true)
    }
    const stored = await objects('images')
    expect(names.map((name) => stored.has(`images/${name}`))).toEqual([true, true])
  })
})

describe('with S3_BUCKET set, the documents library', () => {
  it('keeps a PDF in the bucket, serves it at the usual address, and removes it with the document', async () => {
    const pdf = await PDFDocument.create()
    pdf.addPage([200, 200]).drawText('Installation manual', { x: 20, y: 100, size: 12 })
    const bytes = Buffer.from(await pdf.save())
    const document = await payload.create({
      collection: 'documents',
      data: { fileTitle: 'Installation manual' },
      file: { data: bytes, mimetype: 'application/pdf', name: `manual-${stamp}.pdf`, size: bytes.byteLength },
      context: testContext,
    })

    expect(document.url).toBe(`/api/documents/file/${document.filename}`)
    expect((await objects('documents')).get(`documents/${document.filename}`)).toBe(bytes.byteLength)

    const served = await visit(document.url!)
    expect(served.status).toBe(200)
    expect(served.bytes.equals(bytes)).toBe(true)
    expect(served.headers.get('content-type')).toBe('application/pdf')
    // Documents set no Cache-Control of their own, on disk or in the bucket.
    expect(served.headers.get('cache-control')).toBeNull()

    await payload.delete({ collection: 'documents', id: document.id, context: testContext })
    expect((await objects('documents')).has(`documents/${document.filename}`)).toBe(false)
    expect((await visit(document.url!)).status).toBe(404)
  })
})
