import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { BudgetSettings } from '@/lib/api/budgets'
import { createRateLimits } from '@/lib/api/rateLimits'
import { createRequestGate } from '@/lib/api/requestGate'
import { staffSessionVerifier } from '@/lib/api/staffSession'

import { call, roomyInFlight, startGateServer, type GateServer } from '../fixtures/gateServer'

const ALLOWANCE = 40
const settings: BudgetSettings = {
  visitor: { points: ALLOWANCE, durationSeconds: 60 },
  auth: { points: 5, durationSeconds: 60 },
  forms: { points: 5, durationSeconds: 60 },
  staff: { points: 1000, durationSeconds: 60 },
}

let server: GateServer
beforeAll(async () => {
  const gate = createRequestGate({
    trustedHops: 0,
    limits: createRateLimits(settings),
    staffSession: staffSessionVerifier('rate-limit-test-secret-0123456789'),
    inFlight: roomyInFlight(),
  })
  server = await startGateServer(gate)
})
afterAll(() => server.close())

const randomAddress = () => Array.from({ length: 4 }, () => Math.floor(Math.random() * 256)).join('.')

/** `count` requests, `concurrency` at a time, each from `from` with whatever forwarding headers `headers` gives. */
async function flood(count: number, from: string, headers: () => Record<string, string>): Promise<number[]> {
  const statuses: number[] = []
  let next = 0
  const worker = async () => {
    while (next < count) {
      next++
      statuses.push(
        (await call(server.port, '/api/v1/dealers/locations?zipcode=10001', { from, headers: headers() }))
          .status,
      )
    }
  }
  await Promise.all(Array.from({ length: 20 }, worker))
  return statuses
}

const tally = (statuses: number[]) => ({
  passed: statuses.filter((s) => s === 200).length,
  limited: statuses.filter((s) => s === 429).length,
})

describe('rate limit at the edge', () => {
  it('cannot be dodged with made-up X-Forwarded-For or X-Real-IP values', async () => {
    const statuses = await flood(1000, '127.0.0.2', () => ({
      'X-Forwarded-For': `${randomAddress()}, ${randomAddress()}`,
      'X-Real-IP': randomAddress(),
    }))
    expect(tally(statuses)).toEqual({ passed: ALLOWANCE, limited: 1000 - ALLOWANCE })
  })

  it('does not let one client spend another’s allowance by naming its address', async () => {
    const victim = '127.0.0.4'
    const attack = await flood(200, '127.0.0.3', () => ({ 'X-Forwarded-For': victim, 'X-Real-IP': victim }))
    expect(tally(attack)).toEqual({ passed: ALLOWANCE, limited: 200 - ALLOWANCE })
    const own = await flood(ALLOWANCE, victim, () => ({}))
    expect(tally(own)).toEqual({ passed: ALLOWANCE, limited: 0 })
  })
})
