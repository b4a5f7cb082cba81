import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { getTestPayload, testContext } from '../fixtures/payload'
import { rest } from '../fixtures/rest'

let payload: Payload
const stamp = Date.now()

type Answer = { status: number; body: string; headers: Record<string, string> }

async function signIn(email: string, address: string): Promise<Answer> {
  const res = await rest('/api/users/login', {
    method: 'POST',
    body: { email, password: 'not-the-password-at-all' },
    address,
  })
  return { status: res.status, body: await res.text(), headers: Object.fromEntries(res.headers) }
}

/**
 * Two answers are alike when status, body and every header match. Retry-After counts down in whole seconds, and
 * the two answers come a moment apart, so it may differ by the one second they straddle.
 */
function expectAlike(known: Answer, unknown: Answer, count: number) {
  const { 'retry-after': knownRetry, ...knownHeaders } = known.headers
  const { 'retry-after': unknownRetry, ...unknownHeaders } = unknown.headers
  expect({ ...unknown, headers: unknownHeaders }, `attempt ${count}`).toEqual({
    ...known,
    headers: knownHeaders,
  })
  expect(unknownRetry === undefined, `attempt ${count}`).toBe(knownRetry === undefined)
  if (knownRetry !== undefined) {
    expect(Math.abs(Number(knownRetry) - Number(unknownRetry)), `attempt ${count}`).toBeLessThanOrEqual(1)
  }
}

async function existingAccount(label: string): Promise<string> {
  const email = `${label}-${stamp}@example.com`
  await payload.create({
    collection: 'users',
    data: { email, password: 'the-right-password', roles: ['editor'] },
    context: testContext,
  })
  return email
}

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('an existing and an unknown account answer a failed sign-in alike', () => {
  it('at every count from 1 to 35, each attempt from an address of its own', async () => {
    const known = await existingAccount('walk-spread')
    const unknown = `walk-spread-nobody-${stamp}@example.com`
    const statuses = new Set<number>()
    for (let count = 1; count <= 35; count++) {
      // The two walks run side by side, each from addresses of its own.
      const [a, b] = await Promise.all([
        signIn(known, `192.0.2.${count}`),
        signIn(unknown, `2001:db8:e:${count.toString(16)}::1`),
      ])
      expectAlike(a, b, count)
      statuses.add(a.status)
    }
    expect([...statuses]).toEqual([401])
  }, 180_000)

  it('at every count from 1 to 35, all from one address', async () => {
    const known = await existingAccount('walk-one')
    const unknown = `walk-one-nobody-${stamp}@example.com`
    const statuses: number[] = []
    for (let count = 1; count <= 35; count++) {
      const [a, b] = await Promise.all([signIn(known, '192.0.2.200'), signIn(unknown, '192.0.2.201')])
      expectAlike(a, b, count)
      statuses.push(a.status)
    }
    expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(30).fill(429)])
  }, 180_000)
})
