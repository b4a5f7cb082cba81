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
    ['/api/pages?where=junk', 400],
    ['/api/pages?where=[1', 400],
    ['/api/pages?where[foo][bar]=1', 400],
    ['/api/pages?where[id][in]=abc', 400],
    ['/api/pages?where[id][equals]=1e400', 400],
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
    expect((await send('/api/pages?where[id][in]=1,2&limit=1')).status).toBe(200)
    expect((await send('/api/pages?where={"title":{"equals":"x"}}')).status).toBe(200)
  })
})

describe('a client error is logged as one line', () => {
  it.each([
    '/api/pages/abc',
    '/api/pages?where[id][in]=abc',
    '/api/pages?where[foo][bar]=1',
    '/api/pages?where=junk',
    '/api/__proto__',
  ])('%s', async (path) => {
    const lines = await logsOf(() => send(path))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^(info|log) /)
    expect(lines[0]!.length).toBeLessThan(300)
    expect(lines[0]).not.toMatch(/select|stack/i)
  })
})
