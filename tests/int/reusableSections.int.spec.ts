import { APIError, type Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { whereUsed } from '@/cms/usage/whereUsed'
import type { Media, Section } from '@/payload-types'

import { getTestPayload, testContext } from '../fixtures/payload'

let payload: Payload
const stamp = Date.now()

async function swatch() {
  const bytes = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#204060' } })
    .png()
    .toBuffer()
  return payload.create({
    collection: 'media',
    data: { alt: 'A technician at a furnace' },
    file: { data: bytes, mimetype: 'image/png', name: `section-${stamp}.png`, size: bytes.byteLength },
    context: testContext,
  })
}

/** The published page as visitors' pages read it (lib/pages/queries.ts: depth 2, published only). */
async function publishedLayout(path: string) {
  const found = await payload.find({
    collection: 'pages',
    where: { path: { equals: path } },
    draft: false,
    overrideAccess: false,
    depth: 2,
    limit: 1,
  })
  return found.docs[0]?.layout ?? []
}

let section: Section
let image: Media

beforeAll(async () => {
  payload = await getTestPayload()
  image = await swatch()
  section = await payload.create({
    collection: 'sections',
    data: {
      title: `Talk to an expert ${stamp}`,
      blocks: [
        { blockType: 'heading', text: 'Talk to a local expert', level: 'h2' },
        {
          blockType: 'columns',
          preset: 'halves',
          verticalAlignment: 'top',
          gap: 'medium',
          columns: [
            { blocks: [{ blockType: 'image', source: 'upload', media: image.id, displayWidth: 'full' }] },
            { blocks: [{ blockType: 'list', items: [{ text: 'Free estimates' }] }] },
          ],
        },
      ],
    },
    context: testContext,
  })
  for (const n of [1, 2]) {
    await payload.create({
      collection: 'pages',
      data: {
        title: `Uses the section ${n}`,
        path: `/section-${stamp}/${n}`,
        _status: 'published',
        layout: [
          { blockType: 'heading', text: `Page ${n}`, level: 'h1' },
          { blockType: 'reusableSection', section: section.id },
        ],
      },
      context: testContext,
    })
  }
})

describe('a reusable section', () => {
  it('comes with the published page as visitors read it, its nested blocks and images included', async () => {
    const [, placed] = await publishedLayout(`/section-${stamp}/1`)
    expect(placed).toMatchObject({
      blockType: 'reusableSection',
      section: {
        id: section.id,
        blocks: [
          { blockType: 'heading', text: 'Talk to a local expert' },
          {
            blockType: 'columns',
            columns: [
              { blocks: [{ blockType: 'image', media: { id: image.id, alt: 'A technician at a furnace' } }] },
              { blocks: [{ blockType: 'list', items: [{ text: 'Free estimates' }] }] },
            ],
          },
        ],
      },
    })
  })

  it('changes on every page that uses it when it is edited once', async () => {
    await payload.update({
      collection: 'sections',
      id: section.id,
      data: { blocks: [{ blockType: 'heading', text: 'Ask a certified dealer', level: 'h2' }] },
      context: testContext,
    })
    for (const n of [1, 2]) {
      const [, placed] = await publishedLayout(`/section-${stamp}/${n}`)
      expect(placed).toMatchObject({ section: { blocks: [{ text: 'Ask a certified dealer' }] } })
    }
  })

  it('lists the pages that use it, and is not deleted while they do', async () => {
    const usages = await whereUsed(payload, { slug: 'sections', id: section.id })
    expect(usages.map((u) => u.label).sort()).toEqual([
      `Page “Uses the section 1” (/section-${stamp}/1)`,
      `Page “Uses the section 2” (/section-${stamp}/2)`,
    ])
    const refused = await payload
      .delete({ collection: 'sections', id: section.id, context: testContext })
      .then(
        () => 'deleted',
        (error: unknown) => (error instanceof APIError ? error.status : error),
      )
    expect(refused).toBe(409)
    expect((await payload.findByID({ collection: 'sections', id: section.id })).title).toBe(section.title)
  })

  it('counts as a use of the images inside it', async () => {
    const fresh = await swatch()
    const holder = await payload.create({
      collection: 'sections',
      data: {
        title: `Picture ${stamp}`,
        blocks: [{ blockType: 'image', source: 'upload', media: fresh.id, displayWidth: 'full' }],
      },
      context: testContext,
    })
    const usages = await whereUsed(payload, { slug: 'media', id: fresh.id })
    expect(usages).toEqual([
      { label: `Reusable section “Picture ${stamp}”`, href: `/admin/collections/sections/${holder.id}` },
    ])
  })
})
