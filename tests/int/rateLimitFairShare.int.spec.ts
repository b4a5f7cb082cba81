import { afterEach, describe, expect, it } from 'vitest'

import type { BudgetSettings } from '@/lib/api/budgets'
import { createFairShare, type FairShare } from '@/lib/api/fairShare'
import { createInFlight } from '@/lib/api/inFlight'
import { createRateLimits } from '@/lib/api/rateLimits'
import { createRequestGate } from '@/lib/api/requestGate'
import { staffSessionVerifier } from '@/lib/api/staffSession'

import { call, startGateServer, type GateServer, type Reply } from '../fixtures/gateServer'

const SLOTS = 2
const CROWD = 16
const settings: BudgetSettings = {
  visitor: { points: 1000, durationSeconds: 60 },
  auth: { points: 5, durationSeconds: 60 },
  forms: { points: 5, durationSeconds: 60 },
  staff: { points: 1000, durationSeconds: 60 },
}
const INTERNAL = 'x-test-internal'

let server: GateServer
let share: FairShare
afterEach(() => server.close())

async function start(maxHoldMs = 60_000): Promise<GateServer> {
  share = createFairShare(SLOTS)
  server = await startGateServer(
    createRequestGate({
      trustedHops: 0,
      limits: createRateLimits(settings),
      staffSession: staffSessionVerifier('fair-share-test-secret-0123456789'),
      inFlight: {
        slots: createInFlight(),
        visitor: { running: 6, waiting: 16 },
        staff: { running: 12, waiting: 16 },
      },
      work: { share, maxHoldMs },
      isInternal: (req) => req.headers[INTERNAL] === 'yes',
    }),
  )
  return server
}

const crowdAddress = (i: number) => `127.0.3.${i + 1}`

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve))
}

/** Lets every request answer as it reaches the application, until none runs or waits. */
async function drain(replies: Promise<Reply>[]): Promise<Reply[]> {
  while (share.load().running + share.load().waiting > 0) {
    for (let i = 0; i < CROWD; i++) server.held.release(crowdAddress(i))
    await new Promise((resolve) => setImmediate(resolve))
  }
  return Promise.all(replies)
}

const heldInAll = () =>
  Array.from({ length: CROWD }, (_, i) => server.held.count(crowdAddress(i))).reduce((a, b) => a + b, 0)

/** Sixteen clients that have kept the server busy, now with two slow requests each: two run, thirty wait. */
async function crowd(port: number): Promise<Promise<Reply>[]> {
  for (let i = 0; i < CROWD; i++) await call(port, '/earlier', { from: crowdAddress(i) })
  const replies: Promise<Reply>[] = []
  for (let i = 0; i < CROWD; i++)
    for (let k = 0; k < 2; k++) replies.push(call(port, `/held/${i}-${k}`, { from: crowdAddress(i) }))
  await until(() => share.load().waiting === 2 * CROWD - SLOTS && heldInAll() === SLOTS)
  return replies
}

describe('the server’s work slots, shared fairly between clients', () => {
  it('serves a new visitor before the thirty waiting requests of a crowd that kept it busy', async () => {
    const { port } = await start()
    const replies = await crowd(port)
    const visitor = call(port, '/', { from: '127.0.4.1' })
    await until(() => share.load().waiting === 2 * CROWD - SLOTS + 1)
    // One of the crowd's requests ends: its slot goes to the visitor, not to the next of the crowd.
    const busy = Array.from({ length: CROWD }, (_, i) => crowdAddress(i)).find(
      (a) => server.held.count(a) > 0,
    )
    server.held.release(busy ?? '', 1)
    // Had the slot gone to the crowd, nothing would free another while the test waits.
    const late = new Promise<'not served'>((resolve) => setTimeout(() => resolve('not served'), 5000))
    expect(await Promise.race([visitor.then((reply) => reply.status), late])).toBe(200)
    expect((await drain(replies)).map((r) => r.status)).toEqual(replies.map(() => 200))
  })

  it('never works on more requests at once than it has slots', async () => {
    const { port } = await start()
    const replies = await crowd(port)
    let peak = 0
    while (share.load().running + share.load().waiting > 0) {
      peak = Math.max(peak, heldInAll())
      const busy = Array.from({ length: CROWD }, (_, i) => crowdAddress(i)).find(
        (address) => server.held.count(address) > 0,
      )
      if (busy) server.held.release(busy, 1)
      await new Promise((resolve) => setImmediate(resolve))
    }
    await Promise.all(replies)
    expect(peak).toBe(SLOTS)
  })

  it('lets the server’s own requests through while every slot is taken', async () => {
    const { port } = await start()
    const replies = await crowd(port)
    const own = await call(port, '/page-not-found', { from: '127.0.0.1', headers: { [INTERNAL]: 'yes' } })
    expect(own.status).toBe(200)
    expect(share.load().running).toBe(SLOTS)
    await drain(replies)
  })

  it('takes the slot back from a request held longer than the longest hold', async () => {
    const { port } = await start(100)
    const replies = await crowd(port)
    const visitor = await call(port, '/', { from: '127.0.4.2' })
    expect(visitor.status).toBe(200)
    await drain(replies)
  })
})
