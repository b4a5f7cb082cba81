import type { Payload, PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { Pages } from '@/cms/collections/Pages'
import { pathClashMessage } from '@/cms/collections/Pages/hooks/pathClash'
import type { Page } from '@/payload-types'

import { getTestPayload, testContext } from '../fixtures/payload'
import { fieldErrors } from '../fixtures/validation'

let payload: Payload
const stamp = Date.now()
const at = (name: string) => `/clash-${stamp}/${name}`

const create = (title: string, path: string, status: 'draft' | 'published') =>
  payload.create({
    collection: 'pages',
    data: { title, path, _status: status },
    draft: status === 'draft',
    context: testContext,
  })

const saveDraft = (id: number, data: Partial<Page>) =>
  payload.update({ collection: 'pages', id, data, draft: true, context: testContext })

const clash = (title: string) => [{ path: 'path', message: pathClashMessage(title) }]

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('a page address another page uses', () => {
  it('is refused on a draft save, naming the page that has it', async () => {
    await create('Clash original', at('original'), 'published')
    const other = await create('Clash other', at('other'), 'published')
    expect(await fieldErrors(saveDraft(other.id, { path: at('original') }))).toEqual(clash('Clash original'))
    // Nothing was stored: the newest draft still has its own address.
    const draft = await payload.findByID({ collection: 'pages', id: other.id, draft: true, depth: 0 })
    expect(draft.path).toBe(at('other'))
  })

  it('is refused for a new page, draft or published', async () => {
    await create('Clash taken', at('taken'), 'published')
    expect(await fieldErrors(create('Clash new draft', at('taken'), 'draft'))).toEqual(clash('Clash taken'))
    expect(await fieldErrors(create('Clash new page', at('taken'), 'published'))).toEqual(
      clash('Clash taken'),
    )
  })

  it('counts an unpublished draft address and the published address it moves away from', async () => {
    const mover = await create('Clash mover', at('before'), 'published')
    await saveDraft(mover.id, { path: at('after') })
    expect(await fieldErrors(create('Clash late', at('after'), 'draft'))).toEqual(clash('Clash mover'))
    expect(await fieldErrors(create('Clash early', at('before'), 'draft'))).toEqual(clash('Clash mover'))
  })

  it('lets a page keep saving at its own address', async () => {
    const page = await create('Clash steady', at('steady'), 'published')
    const saved = await saveDraft(page.id, { title: 'Clash steady, edited' })
    expect(saved.path).toBe(at('steady'))
    const published = await payload.update({
      collection: 'pages',
      id: page.id,
      data: { _status: 'published' },
      context: testContext,
    })
    expect(published.title).toBe('Clash steady, edited')
  })
})

describe('live preview while an address is typed', () => {
  const request = { payload, headers: new Headers({ host: 'localhost:3000' }) }
  const previewOf = async (data: Record<string, unknown>) => {
    const url = Pages.admin?.livePreview?.url
    if (typeof url !== 'function') throw new Error('pages have no live preview address')
    const req = { ...request, payload } as unknown as PayloadRequest
    const address = await url({
      data,
      req,
      collectionConfig: undefined,
      globalConfig: undefined,
      locale: undefined,
      payload,
    } as never)
    return new URL(address ?? '').searchParams.get('path')
  }

  it('follows a free address and stays on the saved one when the typed one is taken', async () => {
    await create('Preview owner', at('owned'), 'published')
    const page = await create('Preview page', at('mine'), 'published')
    expect(await previewOf({ id: page.id, path: at('fresh') })).toBe(at('fresh'))
    expect(await previewOf({ id: page.id, path: at('owned') })).toBe(at('mine'))
  })
})
