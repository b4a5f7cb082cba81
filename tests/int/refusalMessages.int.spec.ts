import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { pathClashMessage } from '@/cms/collections/Pages/hooks/pathClash'
import { redirectLoopMessage, redirectOverPageMessage } from '@/domain/redirects'

import { getTestPayload, testContext } from '../fixtures/payload'
import { browserSession, rest, signInCookie } from '../fixtures/rest'

/**
 * A refusal's REST answer leads with the server's own explanation (the admin's toast shows `errors[0].message`)
 * and keeps it on the field (`errors[0].data.errors`), for every refusal an editor meets.
 */
let payload: Payload
let cookie: string
const stamp = Date.now()
const at = (name: string) => `/refusals-${stamp}/${name}`

type Answer = {
  errors: Array<{
    name: string
    message: string
    data?: { errors: Array<{ path: string; message: string }> }
  }>
}

const send = async (path: string, method: string, body: unknown) => {
  const res = await rest(path, { method, body, headers: browserSession(cookie) })
  return { status: res.status, body: (await res.json()) as Answer }
}

const page = (title: string, path: string) =>
  payload.create({
    collection: 'pages',
    data: { title, path, _status: 'published' },
    context: testContext,
  })

const redirect = (from: string, url: string) =>
  send('/api/redirects', 'POST', { from, to: { type: 'custom', url } })

function expectRefusal(answer: { status: number; body: Answer }, path: string, message: string) {
  expect(answer.status).toBe(400)
  expect(answer.body.errors[0]?.message).toBe(message)
  expect(answer.body.errors[0]?.data?.errors).toEqual([expect.objectContaining({ path, message })])
}

beforeAll(async () => {
  payload = await getTestPayload()
  const email = `refusals-${stamp}@example.com`
  await payload.create({
    collection: 'users',
    data: { email, password: 'refusals-password', roles: ['editor'] },
    context: testContext,
  })
  cookie = await signInCookie(email, 'refusals-password')
})

describe('a refusal tells the editor why', () => {
  it('a redirect loop names the circle', async () => {
    expect((await redirect(at('a'), at('b'))).status).toBe(201)
    expectRefusal(
      await redirect(at('b'), at('a')),
      'to.url',
      redirectLoopMessage([at('b'), at('a'), at('b')]),
    )
  })

  it('a redirect from a live page’s address names the page', async () => {
    await page('Refusals, live page', at('live'))
    expectRefusal(await redirect(at('live'), '/'), 'from', redirectOverPageMessage('Refusals, live page'))
  })

  it('an address held by a page in the trash says so', async () => {
    const trashed = await page('Refusals, trashed', at('trashed'))
    await payload.update({
      collection: 'pages',
      id: trashed.id,
      data: { deletedAt: new Date().toISOString() },
      context: testContext,
    })
    const answer = await send('/api/pages', 'POST', {
      title: 'New',
      path: at('trashed'),
      _status: 'published',
    })
    expectRefusal(answer, 'path', pathClashMessage('Refusals, trashed', true))
  })

  it('a taken address typed with a trailing slash names the page that holds it', async () => {
    const holder = await page('Refusals, taken', at('taken'))
    const other = await page('Refusals, other', at('other'))
    const answer = await send(`/api/pages/${other.id}?draft=true`, 'PATCH', { path: `${at('taken')}/` })
    expectRefusal(answer, 'path', pathClashMessage(holder.title))
  })

  it('a missing required field keeps Payload’s message, which names the field', async () => {
    const answer = await send('/api/pages', 'POST', { path: at('untitled'), _status: 'published' })
    expect(answer.status).toBe(400)
    expect(answer.body.errors[0]?.message).toMatch(/invalid: Title/)
  })
})

describe('a block’s required field left empty', () => {
  it('does not hold back an autosave, and Publish names the block and the field', async () => {
    const saved = await page('Refusals, blocks', at('blocks'))
    const layout = [
      { blockType: 'heading', text: 'Kept', level: 'h2' },
      { blockType: 'heading', text: '', level: 'h2' },
    ]
    const autosave = await send(`/api/pages/${saved.id}?draft=true&autosave=true`, 'PATCH', {
      title: 'Refusals, blocks, retitled',
      layout,
      _status: 'draft',
    })
    expect(autosave.status).toBe(200)
    const draft = await payload.findByID({ collection: 'pages', id: saved.id, draft: true, depth: 0 })
    expect(draft.title).toBe('Refusals, blocks, retitled')

    const publish = await send(`/api/pages/${saved.id}`, 'PATCH', { layout, _status: 'published' })
    expectRefusal(publish, 'layout.1.text', 'Heading 2: Text is required.')
    const live = await payload.findByID({ collection: 'pages', id: saved.id, depth: 0 })
    expect(live.title).toBe('Refusals, blocks')
  })
})
