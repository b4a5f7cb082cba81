import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { hasStaffSession } from '@/app/(frontend)/next/previewSession'
import { GET as preview } from '@/app/(frontend)/next/preview/route'

import { getTestPayload, testContext } from '../fixtures/payload'
import { browserSession, rest, signInCookie } from '../fixtures/rest'

let payload: Payload
const stamp = Date.now()
const email = `previewer-${stamp}@example.com`
const password = 'previewer-password'

beforeAll(async () => {
  payload = await getTestPayload()
  await payload.create({
    collection: 'users',
    data: { email, password, roles: ['editor'] },
    context: testContext,
  })
})

const sessionHeaders = (cookie: string) => new Headers(browserSession(cookie))

describe('draft preview', () => {
  it('counts a staff session only while it is signed in', async () => {
    const cookie = await signInCookie(email, password)
    expect(await hasStaffSession(sessionHeaders(cookie))).toBe(true)
    const out = await rest('/api/users/logout', { method: 'POST', headers: browserSession(cookie) })
    expect(out.status).toBe(200)
    // The same cookie, kept by a browser or copied elsewhere, no longer opens drafts.
    expect(await hasStaffSession(sessionHeaders(cookie))).toBe(false)
    expect(await hasStaffSession(new Headers())).toBe(false)
    expect(await hasStaffSession(sessionHeaders('payload-token=forged.token.value'))).toBe(false)
  })

  it('ends in the browser when its staff member signs out', async () => {
    const cookie = await signInCookie(email, password)
    const out = await rest('/api/users/logout', { method: 'POST', headers: browserSession(cookie) })
    const cleared = out.headers.getSetCookie().find((c) => c.startsWith('__prerender_bypass='))
    expect(cleared).toMatch(/^__prerender_bypass=;.*Path=\/.*Expires=Thu, 01 Jan 1970/)
  })

  it('does not start without a staff session', async () => {
    const res = await preview(new Request('http://localhost:3000/next/preview?path=/about'))
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ error: 'Sign in to the admin to preview drafts.' })
  })
})
