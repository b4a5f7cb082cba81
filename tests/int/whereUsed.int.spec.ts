import { APIError, type Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { InUseNote } from '@/cms/usage/InUseNote'
import { inUseMessage, whereUsed } from '@/cms/usage/whereUsed'

import { getTestPayload, testContext } from '../fixtures/payload'

let payload: Payload
const stamp = Date.now()

async function image(name: string) {
  const bytes = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#406080' } })
    .png()
    .toBuffer()
  return payload.create({
    collection: 'media',
    data: { alt: `Swatch ${name}` },
    file: { data: bytes, mimetype: 'image/png', name: `used-${stamp}-${name}.png`, size: bytes.byteLength },
    context: testContext,
  })
}

const imageBlock = (id: number) => ({
  blockType: 'image' as const,
  source: 'upload' as const,
  media: id,
  displayWidth: 'full' as const,
})

/** The message a refused delete or trash carries, or 'done'. */
async function refusal(action: Promise<unknown>): Promise<string> {
  try {
    await action
    return 'done'
  } catch (error) {
    if (error instanceof APIError) return `${error.status} ${error.message}`
    throw error
  }
}

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('an image in use', () => {
  it('lists the pages that use it, published or only in a newer draft, nested blocks included', async () => {
    const pictured = await image('listed')
    const live = await payload.create({
      collection: 'pages',
      data: {
        title: 'Uses it live',
        path: `/used-${stamp}/live`,
        _status: 'published',
        layout: [
          {
            blockType: 'columns',
            preset: 'halves',
            verticalAlignment: 'top',
            gap: 'medium',
            columns: [{ blocks: [imageBlock(pictured.id)] }, { blocks: [] }],
          },
        ],
      },
      context: testContext,
    })
    const drafted = await payload.create({
      collection: 'pages',
      data: { title: 'Uses it in a draft', path: `/used-${stamp}/draft`, _status: 'published' },
      context: testContext,
    })
    await payload.update({
      collection: 'pages',
      id: drafted.id,
      data: { layout: [imageBlock(pictured.id)] },
      draft: true,
      context: testContext,
    })
    const usages = await whereUsed(payload, { slug: 'media', id: pictured.id })
    expect(usages).toEqual([
      { label: `Page “Uses it live” (/used-${stamp}/live)`, href: `/admin/collections/pages/${live.id}` },
      {
        label: `Page “Uses it in a draft” (/used-${stamp}/draft)`,
        href: `/admin/collections/pages/${drafted.id}`,
      },
    ])
  })

  it('is neither trashed nor deleted while used, and the message says where', async () => {
    const pictured = await image('refused')
    const page = await payload.create({
      collection: 'pages',
      data: {
        title: 'Holds the image',
        path: `/used-${stamp}/holder`,
        _status: 'published',
        layout: [imageBlock(pictured.id)],
      },
      context: testContext,
    })
    const expected = `409 ${inUseMessage('image', [{ label: `Page “Holds the image” (/used-${stamp}/holder)`, href: '' }])}`
    expect(
      await refusal(
        payload.update({
          collection: 'media',
          id: pictured.id,
          data: { deletedAt: new Date().toISOString() },
          context: testContext,
        }),
      ),
    ).toBe(expected)
    expect(
      await refusal(payload.delete({ collection: 'media', id: pictured.id, context: testContext })),
    ).toBe(expected)

    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { layout: [], _status: 'published' },
      context: testContext,
    })
    expect(
      await refusal(payload.delete({ collection: 'media', id: pictured.id, context: testContext })),
    ).toBe('done')
  })
})

describe('a page in use', () => {
  it('warns beside its Unpublish and Delete controls, naming what links to it', async () => {
    const target = await payload.create({
      collection: 'pages',
      data: { title: 'Linked from a redirect', path: `/used-${stamp}/target`, _status: 'published' },
      context: testContext,
    })
    const render = async () => {
      const note = await InUseNote({ payload, id: target.id, collectionSlug: 'pages', what: 'page' })
      return note ? renderToStaticMarkup(note) : ''
    }
    expect(await render()).toBe('')

    await payload.create({
      collection: 'redirects',
      data: {
        from: `/used-${stamp}/old`,
        to: { type: 'reference', reference: { relationTo: 'pages', value: target.id } },
      },
      context: testContext,
    })
    const whole = `In use: Redirect “/used-${stamp}/old”. Unpublishing or deleting this page removes it there too.`
    // The whole note is its title too: the status bar shows two lines of it at most (custom.scss).
    expect(await render()).toBe(
      `<p class="in-use-note" role="note" title="${whole}"><strong>In use:</strong> Redirect “/used-${stamp}/old”. ` +
        'Unpublishing or deleting this page removes it there too.</p>',
    )
  })
})
