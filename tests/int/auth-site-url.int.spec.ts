import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import type { Page } from '@/payload-types'

import { getTestPayload, testContext } from '../fixtures/payload'
import { browserSession, rest, signInCookie } from '../fixtures/rest'

// A production configuration: SITE_URL set to an HTTPS address. Payload's config reads it at load.
vi.mock('@/config/env', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/config/env')>()
  const configured = { ...real.env(), SITE_URL: 'https://www.example.com', SITE_URL_IS_SET: true }
  return { ...real, env: () => configured }
})

let payload: Payload
let page: Page
let cookie: string
const stamp = Date.now()

beforeAll(async () => {
  payload = await getTestPayload()
  const email = `site-url-${stamp}@example.com`
  await payload.create({
    collection: 'users',
    data: { email, password: 'site-url-password', roles: ['editor'] },
    context: testContext,
  })
  cookie = await signInCookie(email, 'site-url-password')
  page = await payload.create({
    collection: 'pages',
    data: { title: 'Configured', path: `/configured-${stamp}`, _status: 'published' },
    context: testContext,
  })
})

describe('with SITE_URL configured over HTTPS', () => {
  it('marks the session cookie Secure', async () => {
    const res = await rest('/api/users/login', {
      method: 'POST',
      body: { email: `site-url-${stamp}@example.com`, password: 'site-url-password' },
    })
    expect(res.headers.get('set-cookie')).toMatch(/^payload-token=.*;\s*Secure/i)
  })

  it("accepts the admin's saves from SITE_URL's origin only", async () => {
    const save = (origin: string) =>
      rest(`/api/pages/${page.id}`, {
        method: 'PATCH',
        headers: { Cookie: cookie, Origin: origin },
        body: { title: origin },
      })
    expect((await save('https://www.example.com')).status).toBe(200)
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://www.example.com']) {
      expect((await save(origin)).status, origin).toBe(403)
    }
    expect((await payload.findByID({ collection: 'pages', id: page.id })).title).toBe(
      'https://www.example.com',
    )
  })

  it('keeps serving same-site browser reads with the cookie', async () => {
    const res = await rest(`/api/pages/${page.id}?draft=true`, { headers: browserSession(cookie) })
    expect(res.status).toBe(200)
  })
})
