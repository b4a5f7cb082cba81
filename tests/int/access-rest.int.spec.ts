import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { env } from '@/config/env'
import type { Page, User } from '@/payload-types'

import { getTestPayload, testContext } from '../fixtures/payload'
import { browserSession, rest, signInCookie } from '../fixtures/rest'

let payload: Payload
let page: Page
let cookie: string
const stamp = Date.now()
const port = env().PORT

beforeAll(async () => {
  payload = await getTestPayload()
  const email = `origin-editor-${stamp}@example.com`
  const password = 'origin-editor-password'
  await payload.create({
    collection: 'users',
    data: { email, password, roles: ['editor'] },
    context: testContext,
  })
  cookie = await signInCookie(email, password)
  page = await payload.create({
    collection: 'pages',
    data: { title: 'Origins', path: `/origins-${stamp}`, _status: 'published' },
    context: testContext,
  })
})

const saveTitle = (origin: string, title: string) =>
  rest(`/api/pages/${page.id}`, {
    method: 'PATCH',
    headers: { Cookie: cookie, Origin: origin },
    body: { title },
  })

describe('saving in the admin on a default install (SITE_URL not set)', () => {
  it('works at localhost, 127.0.0.1 and [::1] alike', async () => {
    for (const host of ['localhost', '127.0.0.1', '[::1]']) {
      const res = await saveTitle(`http://${host}:${port}`, `Saved at ${host}`)
      expect(res.status, host).toBe(200)
      expect((await payload.findByID({ collection: 'pages', id: page.id })).title).toBe(`Saved at ${host}`)
    }
  })

  it('refuses a cookie-authenticated write from any other origin', async () => {
    for (const origin of [
      'https://evil.example',
      `http://localhost:${port + 1}`,
      `https://localhost:${port}`,
    ]) {
      const res = await saveTitle(origin, 'Cross-site')
      expect(res.status, origin).toBe(403)
    }
    expect((await payload.findByID({ collection: 'pages', id: page.id })).title).not.toBe('Cross-site')
  })

  it('refuses a cookie without an Origin from a client that is not a same-site browser', async () => {
    const res = await rest(`/api/pages/${page.id}`, {
      method: 'PATCH',
      headers: { Cookie: cookie, 'Sec-Fetch-Site': 'cross-site' },
      body: { title: 'No origin' },
    })
    expect(res.status).toBe(403)
  })
})

describe("Payload's REST API for visitors", () => {
  it('does not serve dealers or their reviews', async () => {
    for (const slug of ['dealers', 'dealer-reviews']) {
      const res = await rest(`/api/${slug}?limit=0`)
      expect(res.status, slug).toBe(403)
    }
  })

  it('serves staff the dealers', async () => {
    const res = await rest('/api/dealers?limit=1', { headers: browserSession(cookie) })
    expect(res.status).toBe(200)
  })
})

describe('user records', () => {
  it('an editor reads only their own; an admin reads every one', async () => {
    const admin: User = await payload.create({
      collection: 'users',
      data: {
        email: `reader-admin-${stamp}@example.com`,
        password: 'reader-admin-password',
        roles: ['admin'],
      },
      context: testContext,
    })
    const editorView = (await (
      await rest('/api/users?limit=100', { headers: browserSession(cookie) })
    ).json()) as {
      docs: User[]
    }
    expect(editorView.docs.map((u) => u.email)).toEqual([`origin-editor-${stamp}@example.com`])
    const adminCookie = await signInCookie(admin.email, 'reader-admin-password')
    const adminView = (await (
      await rest('/api/users?limit=100', { headers: browserSession(adminCookie) })
    ).json()) as {
      totalDocs: number
    }
    expect(adminView.totalDocs).toBe((await payload.count({ collection: 'users' })).totalDocs)
  })
})
