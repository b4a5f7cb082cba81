import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { type Check, createProbes, migrationsCheck, type ProbeOptions } from './probes'

let server: Server | undefined

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  server = undefined
})

/** A server that answers the probes and 404s anything else, as the site's server leaves it to Next. */
async function serveProbes(options: ProbeOptions) {
  const probes = createProbes(options)
  server = createServer((req, res) => {
    void probes.answer(req, res).then((answered) => {
      if (!answered) res.writeHead(404).end()
    })
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const ask = async (path: string, init?: RequestInit) => {
    const res = await fetch(`${base}${path}`, init)
    const text = await res.text()
    return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers }
  }
  return { probes, ask }
}

const ok: Check = async () => 'ok'

describe('health and readiness probes', () => {
  it('answers liveness with 200 whatever the dependencies say, and leaves other paths alone', async () => {
    const { ask } = await serveProbes({ checks: { database: async () => 'connection refused' } })
    const health = await ask('/api/health')
    expect(health).toMatchObject({ status: 200, body: { status: 'ok' } })
    expect(health.headers.get('cache-control')).toBe('no-store')
    expect((await ask('/api/healthz')).status).toBe(404)
    expect((await ask('/api/ready/')).status).toBe(404)
  })

  it('is ready when every check passes or is not configured, and names each check', async () => {
    const { ask } = await serveProbes({
      checks: { database: ok, migrations: ok, redis: async () => 'not configured' },
    })
    expect(await ask('/api/ready')).toMatchObject({
      status: 200,
      body: { status: 'ready', checks: { database: 'ok', migrations: 'ok', redis: 'not configured' } },
    })
  })

  it('is not ready, with 503, when a check fails, throws or does not answer in time', async () => {
    const { ask } = await serveProbes({
      checks: {
        database: ok,
        migrations: async () => '1 of 40 migrations not applied (first: 20261127_180249_no_account_lock)',
        redis: async () => {
          throw new Error('Connection is closed.')
        },
        storage: () => new Promise(() => {}),
      },
      checkTimeoutMs: 50,
    })
    expect(await ask('/api/ready')).toMatchObject({
      status: 503,
      body: {
        status: 'not ready',
        checks: {
          database: 'ok',
          migrations: '1 of 40 migrations not applied (first: 20261127_180249_no_account_lock)',
          redis: 'Connection is closed.',
          storage: 'no answer within 50 ms',
        },
      },
    })
  })

  it('runs the checks at most once per reuse period, however many probes ask', async () => {
    let runs = 0
    let clock = 1_000
    const { probes } = await serveProbes({
      checks: { database: async () => (runs++, 'ok') },
      reuseMs: 1000,
      now: () => clock,
    })
    await Promise.all([probes.readiness(), probes.readiness(), probes.readiness()])
    clock += 999
    await probes.readiness()
    expect(runs).toBe(1)
    clock += 1
    await probes.readiness()
    expect(runs).toBe(2)
  })

  it('answers 503 stopping once the instance is told to stop, while liveness stays 200', async () => {
    const { probes, ask } = await serveProbes({ checks: { database: ok } })
    probes.stopping()
    expect(await ask('/api/ready')).toMatchObject({ status: 503, body: { status: 'stopping' } })
    expect((await ask('/api/health')).status).toBe(200)
  })

  it('answers HEAD without a body and refuses other methods', async () => {
    const { ask } = await serveProbes({ checks: { database: ok } })
    const head = await ask('/api/ready', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.body).toBeNull()
    const post = await ask('/api/health', { method: 'POST' })
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET, HEAD')
  })
})

describe('the migrations check', () => {
  it('passes when every committed migration is applied, and counts those that are not', () => {
    const committed = ['20261101_a', '20261102_b', '20261103_c']
    expect(migrationsCheck([...committed, 'dev'], committed)).toBe('ok')
    expect(migrationsCheck(['20261101_a'], committed)).toBe(
      '2 of 3 migrations not applied (first: 20261102_b)',
    )
    expect(migrationsCheck([], committed)).toBe('3 of 3 migrations not applied (first: 20261101_a)')
  })
})
