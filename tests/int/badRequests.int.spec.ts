import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import * as route from '@/app/(payload)/api/[...slug]/route'
import { env } from '@/config/env'

import { getTestPayload, testContext } from '../fixtures/payload'
import { browserSession, signInCookie } from '../fixtures/rest'

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

let payload: Payload
let staffCookie: string
const stamp = Date.now()

beforeAll(async () => {
  payload = await getTestPayload()
  const email = `bad-requests-${stamp}@example.com`
  const password = 'bad-requests-password'
  await payload.create({
    collection: 'users',
    data: { email, password, roles: ['editor'] },
    context: testContext,
  })
  staffCookie = await signInCookie(email, password)
})

afterEach(() => vi.restoreAllMocks())

/** The slug segments as Next.js hands them to the route: decoded, or left as they are when they do not decode. */
function slugOf(pathname: string): string[] {
  return pathname
    .replace(/^\/api\//, '')
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment)
      } catch {
        return segment
      }
    })
}

/** A request through the site's REST route (Payload's handlers behind guardRest). */
async function send(path: string, method: Method = 'GET', headers: Record<string, string> = {}) {
  const request = new Request(new URL(path, env().SITE_URL), { method, headers })
  const params = Promise.resolve({ slug: slugOf(new URL(request.url).pathname) })
  const res = await route[method](request, { params })
  return { status: res.status, body: (await res.json()) as { errors?: { message: string }[] } }
}

/** Every line written while `run` goes: Payload's logger, and console output. */
async function logsOf(run: () => Promise<unknown>): Promise<string[]> {
  const lines: string[] = []
  const capture = (level: string) => (entry: unknown) => void lines.push(`${level} ${JSON.stringify(entry)}`)
  for (const level of ['error', 'warn', 'info'] as const)
    vi.spyOn(payload.logger, level).mockImplementation(capture(level))
  for (const level of ['error', 'log', 'info'] as const)
    vi.spyOn(console, level).mockImplementation(capture(level))
  await run()
  return lines
}

describe('bad requests to Payload’s REST API answer 4xx, never 500', () => {
  it.each([
    ['/api/__proto__', 404],
    ['/api/constructor', 404],
    ['/api/toString/1', 404],
    ['/api/globals/__proto__', 404],
    ['/api/pages/%ff', 400],
    ['/api/pages/%E0%A4%A', 400],
    ['/api/products?where=junk', 400],
    ['/api/products?where=[1', 400],
    ['/api/products?where[foo][bar]=1', 400],
    ['/api/products?where[id][in]=abc', 400],
    ['/api/products?where[id][equals]=1e400', 400],
  ])('GET %s answers %i', async (path, status) => {
    const reply = await send(path)
    expect([reply.status, reply.body.errors?.length]).toEqual([status, 1])
  })

  it.each(['/api/pages/abc', '/api/pages/1.5', '/api/pages/99999999999999999999', '/api/media/abc'])(
    'GET %s answers 404 Not Found',
    async (path) => {
      expect(await send(path)).toEqual({ status: 404, body: { errors: [{ message: 'Not Found' }] } })
    },
  )

  it('answers a signed-in editor’s write to a malformed id with 404', async () => {
    const session = browserSession(staffCookie)
    expect((await send('/api/pages/abc', 'DELETE', session)).status).toBe(404)
    expect((await send('/api/pages/abc/duplicate', 'POST', session)).status).toBe(404)
  })

  it('still answers a well-formed query', async () => {
    expect((await send('/api/products?where[id][in]=1,2&limit=1')).status).toBe(200)
    expect((await send('/api/products?where={"name":{"equals":"x"}}')).status).toBe(200)
  })
})

describe('a client error is logged as one line', () => {
  it.each([
    '/api/pages/abc',
    '/api/products?where[id][in]=abc',
    '/api/products?where[foo][bar]=1',
    '/api/products?where=junk',
    '/api/__proto__',
  ])('%s', async (path) => {
    const lines = await logsOf(() => send(path))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^(info|log) /)
    expect(lines[0]!.length).toBeLessThan(300)
    expect(lines[0]).not.toMatch(/select|stack/i)
  })
})

/** A POST through the site's REST route with a body as given. */
async function post(path: string, body: BodyInit, headers: Record<string, string> = {}) {
  const request = new Request(new URL(path, env().SITE_URL), { method: 'POST', headers, body })
  const params = Promise.resolve({ slug: slugOf(new URL(request.url).pathname) })
  const res = await route.POST(request, { params })
  return { status: res.status, body: (await res.json()) as { errors?: { message: string }[] } }
}

const multipartWith = (payloadField: string) => {
  const form = new FormData()
  form.set('_payload', payloadField)
  return form
}

describe('queries, bodies and endpoints that Payload would answer with a 500', () => {
  it.each(['near', 'within', 'intersects'])('a query with the point operator %s answers 400', async (op) => {
    for (const path of [
      `/api/products?where[name][${op}]=1,2`,
      `/api/media?where[or][0][alt][${op}]=1,2`,
      `/api/products?where={"name":{"${op}":[1,2]}}`,
    ]) {
      const reply = await send(path)
      expect([path, reply.status, reply.body.errors?.length]).toEqual([path, 400, 1])
    }
    const staff = await send(`/api/pages?where[title][${op}]=1,2`, 'GET', browserSession(staffCookie))
    expect(staff.status).toBe(400)
  })

  it('answers the e-mail verification endpoint, which staff accounts do not use, with 404', async () => {
    expect((await send('/api/users/verify/x', 'POST')).status).toBe(404)
    expect((await send('/api/users/verify/x', 'POST', browserSession(staffCookie))).status).toBe(404)
  })

  it('answers a form whose _payload field is not JSON with 400', async () => {
    for (const path of ['/api/users/login', '/api/pages', '/api/media', '/api/users/forgot-password']) {
      const reply = await post(path, multipartWith('{bad'))
      expect([path, reply.status]).toEqual([path, 400])
      expect(reply.body.errors?.[0]?.message).toBe('The request body is not valid JSON.')
    }
  })

  it('answers a JSON body that does not parse with 400', async () => {
    for (const path of ['/api/users/login', '/api/pages', '/api/users/forgot-password']) {
      const reply = await post(path, '{bad', { 'Content-Type': 'application/json' })
      expect([path, reply.status, reply.body.errors?.[0]?.message]).toEqual([
        path,
        400,
        'The request body is not valid JSON.',
      ])
    }
  })

  it('logs each of them as one line', async () => {
    const cases: (() => Promise<unknown>)[] = [
      () => send('/api/products?where[name][near]=1,2'),
      () => send('/api/users/verify/x', 'POST'),
      () => post('/api/users/login', multipartWith('{bad')),
      () => post('/api/users/login', '{bad', { 'Content-Type': 'application/json' }),
    ]
    for (const run of cases) {
      const lines = await logsOf(run)
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatch(/^(info|log) /)
      expect(lines[0]).not.toMatch(/stack/i)
    }
  })
})
