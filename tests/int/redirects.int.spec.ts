import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { redirectLoopMessage, redirectOverPageMessage } from '@/domain/redirects'
import { LINK_RULE_MESSAGE } from '@/domain/url'
import type { Redirect } from '@/payload-types'

import { getTestPayload, testContext } from '../fixtures/payload'
import { fieldErrors } from '../fixtures/validation'

let payload: Payload
const stamp = Date.now()
const at = (name: string) => `/moves-${stamp}/${name}`

const createPage = (title: string, path: string) =>
  payload.create({ collection: 'pages', data: { title, path, _status: 'published' }, context: testContext })

const publishAt = (id: number, path: string) =>
  payload.update({ collection: 'pages', id, data: { path, _status: 'published' }, context: testContext })

const custom = (from: string, url: string) =>
  payload.create({
    collection: 'redirects',
    data: { from, to: { type: 'custom', url } },
    context: testContext,
  })

const redirectFrom = async (from: string): Promise<Redirect | undefined> =>
  (
    await payload.find({
      collection: 'redirects',
      where: { from: { equals: from } },
      depth: 1,
      context: testContext,
    })
  ).docs[0]

/** Where a stored redirect leads: the page's current path, or the typed address. */
const destination = (r: Redirect | undefined) => {
  const page = r?.to?.reference?.value
  return r?.to?.type === 'reference' && typeof page === 'object' ? page.path : r?.to?.url
}

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('moving a published page', () => {
  it('leaves a redirect from the old address that follows the page when it moves again', async () => {
    const page = await createPage('Moving page', at('first'))
    await publishAt(page.id, at('second'))
    expect(destination(await redirectFrom(at('first')))).toBe(at('second'))

    await publishAt(page.id, at('third'))
    expect(destination(await redirectFrom(at('first')))).toBe(at('third'))
    expect(destination(await redirectFrom(at('second')))).toBe(at('third'))
  })

  it('redirects from the published address, not from addresses only drafts had', async () => {
    const page = await createPage('Drafted move', at('live'))
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { path: at('draft-only') },
      draft: true,
      context: testContext,
    })
    expect(await redirectFrom(at('live'))).toBeUndefined()
    await publishAt(page.id, at('final'))
    expect(destination(await redirectFrom(at('live')))).toBe(at('final'))
    expect(await redirectFrom(at('draft-only'))).toBeUndefined()
  })

  it('gives the old address back to a page published there later', async () => {
    const page = await createPage('Vacating page', at('vacated'))
    await publishAt(page.id, at('elsewhere'))
    expect(destination(await redirectFrom(at('vacated')))).toBe(at('elsewhere'))
    await createPage('Newcomer', at('vacated'))
    expect(await redirectFrom(at('vacated'))).toBeUndefined()
  })
})

describe('redirects editors add', () => {
  it('keep only the path of a pasted old URL', async () => {
    const saved = await custom(`https://old.example.com/Moves-${stamp}/Old-Offer/?utm=x`, '/products')
    expect(saved.from).toBe(at('old-offer'))
  })

  it('refuse a loop, naming the circle', async () => {
    await custom(at('loop-a'), at('loop-b'))
    await custom(at('loop-b'), at('loop-c'))
    // Collapsed on save: a now leads straight to c.
    expect(destination(await redirectFrom(at('loop-a')))).toBe(at('loop-c'))
    const errors = await fieldErrors(custom(at('loop-c'), `${at('loop-a')}?from=c`))
    expect(errors).toEqual([
      {
        path: 'to.url',
        message: redirectLoopMessage([at('loop-c'), `${at('loop-a')}?from=c`, at('loop-c')]),
      },
    ])
    expect(await redirectFrom(at('loop-c'))).toBeUndefined()
  })

  it('collapse a chain: a redirect to a redirected address goes straight to its end', async () => {
    await custom(at('chain-2'), 'https://example.com/offer')
    const saved = await custom(at('chain-1'), at('chain-2'))
    expect(saved.to).toEqual(expect.objectContaining({ type: 'custom', url: 'https://example.com/offer' }))
  })

  it('collapse a chain: redirects to an address that becomes redirected are pointed on', async () => {
    await custom(at('older'), at('old'))
    await custom(at('old'), at('new'))
    expect(destination(await redirectFrom(at('older')))).toBe(at('new'))
  })

  it('follow a page chosen as the destination', async () => {
    const page = await createPage('Chosen page', at('chosen'))
    await payload.create({
      collection: 'redirects',
      data: {
        from: at('to-chosen'),
        to: { type: 'reference', reference: { relationTo: 'pages', value: page.id } },
      },
      context: testContext,
    })
    await publishAt(page.id, at('chosen-moved'))
    expect(destination(await redirectFrom(at('to-chosen')))).toBe(at('chosen-moved'))
  })

  it('refuse an address a published page uses, and the site’s own addresses', async () => {
    await createPage('Standing page', at('standing'))
    expect(await fieldErrors(custom(at('standing'), '/'))).toEqual([
      { path: 'from', message: redirectOverPageMessage('Standing page') },
    ])
    expect(await fieldErrors(custom('/admin/login', '/'))).toEqual([
      expect.objectContaining({ path: 'from', message: 'This address is used by the site itself.' }),
    ])
    expect(await fieldErrors(custom(at('unsafe'), 'javascript:alert(1)'))).toEqual([
      expect.objectContaining({ path: 'to.url', message: LINK_RULE_MESSAGE }),
    ])
  })
})
