import { afterEach, describe, expect, it } from 'vitest'

import type { BudgetSettings } from '@/lib/api/budgets'
import { createInFlight, type InFlight } from '@/lib/api/inFlight'
import { createRateLimits } from '@/lib/api/rateLimits'
import { createRequestGate } from '@/lib/api/requestGate'
import { staffSessionVerifier } from '@/lib/api/staffSession'

import { call, send, startGateServer, type GateServer, type Reply } from '../fixtures/gateServer'

const RUNNING = 6
const WAITING = 16
const settings: BudgetSettings = {
  visitor: { points: 1000, durationSeconds: 60 },
  auth: { points: 5, durationSeconds: 60 },
  forms: { points: 5, durationSeconds: 60 },
  staff: { points: 1000, durationSeconds: 60 },
}

let server: GateServer
let slots: InFlight
afterEach(() => server.close())

async function start(): Promise<GateServer> {
  slots = createInFlight()
  server = await startGateServer(
    createRequestGate({
      trustedHops: 0,
      limits: createRateLimits(settings),
      staffSession: staffSessionVerifier('in-flight-test-secret-0123456789'),
      inFlight: {
        slots,
        visitor: { running: RUNNING, waiting: WAITING },
        staff: { running: 2 * RUNNING, waiting: WAITING },
      },
    }),
  )
  return server
}

/** Turns of the event loop until the server has seen what the sockets did (no timer involved). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve))
}

/** Lets `count` held requests from `from` answer, one at a time as each reaches the application. */
async function releaseInTurn(from: string, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    await server.held.reach(from, 1)
    server.held.release(from, 1)
  }
}

describe('requests in flight per client', () => {
  it('runs no more than the cap of one address’s slow requests at once, while another address is served at once', async () => {
    const { port, held } = await start()
    const slow = '127.0.0.31'
    const replies: Promise<Reply>[] = []
    for (let i = 0; i < RUNNING + WAITING; i++)
      replies.push(call(port, i % 2 ? `/held/page-${i}` : `/api/held/${i}`, { from: slow }))
    await held.reach(slow, RUNNING)

    const other = '127.0.0.32'
    expect([
      (await call(port, '/about', { from: other })).status,
      (await call(port, '/api/pages', { from: other })).status,
    ]).toEqual([200, 200])

    // The cap is full and so is the waiting line: one more from the slow address is refused at once.
    await until(() => slots.load(slow).waiting === WAITING)
    const refused = await call(port, '/about', { from: slow })
    expect([refused.status, refused.headers['retry-after'], JSON.parse(refused.body)]).toEqual([
      429,
      '1',
      { error: 'Too many requests' },
    ])
    expect(held.count(slow)).toBe(RUNNING)

    // As each one ends the next in line runs; every request admitted is answered, never more than the cap at once.
    await releaseInTurn(slow, RUNNING + WAITING)
    expect((await Promise.all(replies)).map((reply) => reply.status)).toEqual(
      Array(RUNNING + WAITING).fill(200),
    )
    expect(held.peak(slow)).toBe(RUNNING)
    expect(slots.clients()).toBe(0)
  })

  it('gives back the slots and places of requests whose clients hang up, running or waiting', async () => {
    const { port, held } = await start()
    const client = '127.0.0.33'
    const first = Array.from({ length: RUNNING + WAITING }, (_, i) =>
      send(port, `/held/${i}`, { from: client }),
    )
    for (const request of first) request.reply.catch(() => 'hung up')
    await held.reach(client, RUNNING)
    await until(() => slots.load(client).waiting === WAITING)
    for (const request of first) request.abort()
    await until(() => slots.clients() === 0)

    // The whole cap and line are free again.
    const again = Array.from({ length: RUNNING + WAITING }, (_, i) =>
      call(port, `/held/again-${i}`, { from: client }),
    )
    await held.reach(client, RUNNING)
    await until(() => slots.load(client).waiting === WAITING)
    expect((await call(port, '/about', { from: client })).status).toBe(429)
    await releaseInTurn(client, RUNNING + WAITING)
    expect((await Promise.all(again)).every((reply) => reply.status === 200)).toBe(true)
    expect(slots.clients()).toBe(0)
  })

  it('does not count Next’s built files', async () => {
    const { port, held } = await start()
    const client = '127.0.0.34'
    const replies = Array.from({ length: RUNNING }, (_, i) => call(port, `/held/${i}`, { from: client }))
    await held.reach(client, RUNNING)
    const built = []
    for (let i = 0; i < WAITING + 4; i++)
      built.push(call(port, `/_next/static/chunks/${i}.js`, { from: client }))
    expect((await Promise.all(built)).map((reply) => reply.status)).toEqual(Array(WAITING + 4).fill(200))
    held.release(client)
    await Promise.all(replies)
  })
})
