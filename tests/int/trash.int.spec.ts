import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { pathClashMessage } from '@/cms/collections/Pages/hooks/pathClash'

import { getTestPayload, testContext } from '../fixtures/payload'
import { fieldErrors } from '../fixtures/validation'
import { rest } from '../fixtures/rest'

let payload: Payload
const stamp = Date.now()
const at = (name: string) => `/trash-${stamp}/${name}`

const toTrash = (collection: 'pages' | 'media', id: number) =>
  payload.update({ collection, id, data: { deletedAt: new Date().toISOString() }, context: testContext })

const restore = (collection: 'pages' | 'media', id: number) =>
  payload.update({ collection, id, data: { deletedAt: null }, trash: true, context: testContext })

/** What a visitor finds at a path (published pages, read with visitor access). */
const visitorFinds = async (path: string) =>
  (
    await payload.find({
      collection: 'pages',
      where: { path: { equals: path } },
      overrideAccess: false,
      depth: 0,
      context: testContext,
    })
  ).docs.map((d) => d.title)

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('a page in the trash', () => {
  it('leaves the site, keeps its address, and comes back when restored', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Binned page', path: at('binned'), _status: 'published' },
      context: testContext,
    })
    await toTrash('pages', page.id)
    expect(await visitorFinds(at('binned'))).toEqual([])

    const clash = await fieldErrors(
      payload.create({
        collection: 'pages',
        data: { title: 'Squatter', path: at('binned'), _status: 'published' },
        context: testContext,
      }),
    )
    expect(clash).toEqual([{ path: 'path', message: pathClashMessage('Binned page', true) }])

    await restore('pages', page.id)
    expect(await visitorFinds(at('binned'))).toEqual(['Binned page'])
  })

  it('is removed for good only from the trash, which frees its address', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Gone page', path: at('gone'), _status: 'published' },
      context: testContext,
    })
    await toTrash('pages', page.id)
    await payload.delete({ collection: 'pages', id: page.id, trash: true, context: testContext })
    const after = await payload.find({
      collection: 'pages',
      where: { id: { equals: page.id } },
      trash: true,
      context: testContext,
    })
    expect(after.docs).toEqual([])
    const reused = await payload.create({
      collection: 'pages',
      data: { title: 'Successor', path: at('gone'), _status: 'published' },
      context: testContext,
    })
    expect(reused.path).toBe(at('gone'))
  })
})

describe('an image deleted for good', () => {
  it('answers 404 at its old address, not 500', async () => {
    const bytes = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#123456' } })
      .png()
      .toBuffer()
    const image = await payload.create({
      collection: 'media',
      data: { alt: 'A swatch' },
      file: { data: bytes, mimetype: 'image/png', name: `swatch-${stamp}.png`, size: bytes.byteLength },
      context: testContext,
    })
    const url = new URL(image.url!, 'http://x').pathname
    expect((await rest(url)).status).toBe(200)
    await toTrash('media', image.id)
    await payload.delete({ collection: 'media', id: image.id, trash: true, context: testContext })
    expect((await rest(url)).status).toBe(404)
  })
})
