import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { pageOptionLabel, pageSearchQuery, pageSearchWhere } from '@/domain/pagePicker/search'
import { Pages } from '@/cms/collections/Pages'
import { pathClashMessage } from '@/cms/collections/Pages/hooks/pathClash'

import { getTestPayload, testContext } from '../fixtures/payload'
import { browserSession, rest, signInCookie } from '../fixtures/rest'

let payload: Payload
let cookie: string
const stamp = Date.now()
const folder = `/picker-${stamp}`

type Listed = { docs: { id: number; title: string; path: string }[] }

beforeAll(async () => {
  payload = await getTestPayload()
  for (const [title, path, status] of [
    ['Find a dealer', `${folder}/find-a-dealer`, 'published'],
    ['Find your dealer', `${folder}/find-your-dealer`, 'published'],
    ['Service plans', `${folder}/care/plans`, 'draft'],
  ] as const) {
    await payload.create({
      collection: 'pages',
      data: { title, path, _status: status },
      draft: status === 'draft',
      context: testContext,
    })
  }
  const email = `picker-editor-${stamp}@example.com`
  await payload.create({
    collection: 'users',
    data: { email, password: 'picker-editor-password', roles: ['editor'] },
    context: testContext,
  })
  cookie = await signInCookie(email, 'picker-editor-password')
})

const titlesFound = async (search: string) =>
  (
    await payload.find({
      collection: 'pages',
      where: { and: [{ path: { like: folder } }, pageSearchWhere(search) ?? {}] },
      draft: true,
      depth: 0,
      limit: 50,
      sort: 'title',
    })
  ).docs.map((page) => page.title)

describe('the page picker’s search', () => {
  it('finds pages by part of their address as well as their title', async () => {
    expect(await titlesFound('find-your')).toEqual(['Find your dealer'])
    expect(await titlesFound(`${folder}/find-a`)).toEqual(['Find a dealer'])
    expect(await titlesFound('dealer')).toEqual(['Find a dealer', 'Find your dealer'])
    expect(await titlesFound('care/plans')).toEqual(['Service plans'])
    expect(await titlesFound('')).toHaveLength(3)
  })

  it('answers the picker’s REST query for a signed-in editor with titles and addresses, drafts included', async () => {
    const res = await rest(`/api/pages?${pageSearchQuery(`${folder}/find-your`)}`, {
      headers: browserSession(cookie),
    })
    expect(res.status).toBe(200)
    const { docs } = (await res.json()) as Listed
    expect(docs.map(pageOptionLabel)).toEqual([`Find your dealer — ${folder}/find-your-dealer`])
    const drafts = (await (
      await rest(`/api/pages?${pageSearchQuery(`${folder}/care`)}`, { headers: browserSession(cookie) })
    ).json()) as Listed
    expect(drafts.docs.map((page) => page.title)).toEqual(['Service plans'])
  })

  it('shows a visitor no draft through the same query', async () => {
    // A draft read is refused to anyone but staff.
    expect((await rest(`/api/pages?${pageSearchQuery(`${folder}/care`)}`)).status).toBe(403)
  })

  it('is the search of the pages list and its drawers too', () => {
    expect(Pages.admin?.listSearchableFields).toEqual(['title', 'path'])
  })
})

describe('the address check a new page’s address field asks as it changes', () => {
  const check = (query: string, headers?: Record<string, string>) =>
    rest(`/api/pages/address-check?${query}`, { headers })

  it('says what saving would: the page that holds a taken address, nothing for a free one', async () => {
    const taken = await check(
      `path=${encodeURIComponent(`${folder}/find-a-dealer/`)}`,
      browserSession(cookie),
    )
    expect(taken.status).toBe(200)
    expect(await taken.json()).toEqual({ message: pathClashMessage('Find a dealer') })
    const free = await check(`path=${encodeURIComponent(`${folder}/somewhere-new`)}`, browserSession(cookie))
    expect(await free.json()).toEqual({ message: null })
    const malformed = await check(`path=${encodeURIComponent('/Not An_Address')}`, browserSession(cookie))
    expect(await malformed.json()).toEqual({
      message: 'Use lower-case letters, digits and dashes between slashes.',
    })
  })

  it('does not name the page itself as the holder of its own address', async () => {
    const own = await payload.find({
      collection: 'pages',
      where: { path: { equals: `${folder}/find-a-dealer` } },
    })
    const res = await check(
      `path=${encodeURIComponent(`${folder}/find-a-dealer`)}&id=${own.docs[0]?.id}`,
      browserSession(cookie),
    )
    expect(await res.json()).toEqual({ message: null })
  })

  it('answers 400 with field messages for a malformed request, and 403 to anyone but staff', async () => {
    const bad = await check('id=abc', browserSession(cookie))
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({
      error: 'Invalid request',
      fields: { path: 'Give the address to check', id: 'A page id is a whole number' },
    })
    expect((await check(`path=${encodeURIComponent(`${folder}/find-a-dealer`)}`)).status).toBe(403)
  })
})
