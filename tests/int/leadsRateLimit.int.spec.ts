import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { BudgetSettings } from '@/lib/api/budgets'
import { createRateLimits } from '@/lib/api/rateLimits'
import { createRequestGate } from '@/lib/api/requestGate'
import { staffSessionVerifier } from '@/lib/api/staffSession'

import { call, roomyInFlight, startGateServer, type GateServer } from '../fixtures/gateServer'

const FORMS = 5
const settings: BudgetSettings = {
  visitor: { points: 1000, durationSeconds: 60 },
  auth: { points: 5, durationSeconds: 60 },
  forms: { points: FORMS, durationSeconds: 60 },
  staff: { points: 1000, durationSeconds: 60 },
}

let server: GateServer
beforeAll(async () => {
  const gate = createRequestGate({
    trustedHops: 0,
    limits: createRateLimits(settings),
    staffSession: staffSessionVerifier('leads-rate-limit-secret-0123456789'),
    inFlight: roomyInFlight(),
  })
  server = await startGateServer(gate)
})
afterAll(() => server.close())

describe('form posts share the small forms allowance of an address', () => {
  it('answers 429 with Retry-After past it, for leads and newsletter alike', async () => {
    const from = '127.0.0.21'
    const statuses: number[] = []
    let retryAfter: string | undefined
    for (let i = 0; i < FORMS * 2; i++) {
      const path = i % 2 === 0 ? '/api/v1/leads' : '/API/v1//newsletter/'
      const reply = await call(server.port, path, { method: 'POST', from })
      statuses.push(reply.status)
      if (reply.status === 429) retryAfter ??= String(reply.headers['retry-after'])
    }
    expect(statuses).toEqual([...Array(FORMS).fill(200), ...Array(FORMS).fill(429)])
    expect(Number(retryAfter)).toBeGreaterThan(0)
  })

  it('keeps another address’s allowance whole, and reads do not spend it', async () => {
    const from = '127.0.0.22'
    for (let i = 0; i < 20; i++) await call(server.port, '/api/v1/dealers/locations?zipcode=10001', { from })
    const statuses: number[] = []
    for (let i = 0; i < FORMS; i++)
      statuses.push((await call(server.port, '/api/v1/leads', { method: 'POST', from })).status)
    expect(statuses).toEqual(Array(FORMS).fill(200))
  })
})
