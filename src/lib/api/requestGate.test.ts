import { request } from 'node:http'
import { connect } from 'node:net'

import { jwtSign } from 'payload'
import { afterEach, describe, expect, it } from 'vitest'

import { call, roomyInFlight, startGateServer, type GateServer } from '../../../tests/fixtures/gateServer'
import type { BudgetSettings } from './budgets'
import { createInFlight } from './inFlight'
import { createRateLimits } from './rateLimits'
import { createRequestGate } from './requestGate'
import { payloadSigningKey, staffSessionVerifier } from './staffSession'

const SECRET = 'request-gate-test-secret-0123456789'
const settings: BudgetSettings = {
  visitor: { points: 3, durationSeconds: 60 },
  auth: { points: 1, durationSeconds: 60 },
  forms: { points: 1, durationSeconds: 60 },
  staff: { points: 10, durationSeconds: 60 },
}

let server: GateServer | undefined
afterEach(async () => server?.close())

async function start(
  trustedHops = 0,
  inFlight = roomyInFlight(),
  answerBeforeSlots?: Parameters<typeof createRequestGate>[0]['answerBeforeSlots'],
): Promise<number> {
  const gate = createRequestGate({
    trustedHops,
    limits: createRateLimits(settings),
    staffSession: staffSessionVerifier(SECRET),
    inFlight,
    answerBeforeSlots,
  })
  server = await startGateServer(gate)
  return server.port
}

/** Sends bytes as they are, for request lines no HTTP client would write. */
function raw(port: number, requestLine: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.end(Buffer.concat([requestLine, Buffer.from('\r\nHost: x\r\nConnection: close\r\n\r\n')])),
    )
    let text = ''
    socket.on('data', (chunk) => (text += chunk.toString('latin1')))
    socket.on('end', () => resolve(text))
    socket.on('error', reject)
  })
}

describe('request gate: methods', () => {
  it('answers 405 with Allow for TRACE and other unsupported methods', async () => {
    const port = await start()
    for (const method of ['TRACE', 'PROPFIND', 'MKCOL', 'LOCK']) {
      const reply = await call(port, '/api/pages', { method })
      expect([method, reply.status, reply.headers.allow, JSON.parse(reply.body)]).toEqual([
        method,
        405,
        'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
        { error: 'Method not allowed' },
      ])
    }
  })

  it('answers 405 to CONNECT instead of dropping the connection', async () => {
    const port = await start()
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const req = request({
        host: '127.0.0.1',
        port,
        method: 'CONNECT',
        path: 'example.com:443',
        agent: false,
      })
      req.on('connect', (res, socket) => {
        socket.destroy()
        resolve(res.statusCode)
      })
      req.on('response', (res) => resolve(res.statusCode))
      req.on('error', reject)
      req.end()
    })
    expect(status).toBe(405)
  })

  it('leaves the supported methods to the application', async () => {
    const port = await start()
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      expect([method, (await call(port, '/about', { method })).status]).toEqual([method, 200])
    }
  })
})

describe('request gate: paths', () => {
  it('answers 400 for broken escapes and bytes that are not UTF-8', async () => {
    const port = await start()
    for (const path of ['/%ff', '/api/pages/%E0%A4%A', '/%', '/caf%C0%AF']) {
      const reply = await call(port, path)
      expect([path, reply.status, JSON.parse(reply.body)]).toEqual([
        path,
        400,
        { error: 'Invalid request path' },
      ])
    }
    const rawBytes = await raw(
      port,
      Buffer.from([...Buffer.from('GET /caf'), 0xe9, ...Buffer.from(' HTTP/1.1')]),
    )
    expect(rawBytes).toMatch(/^HTTP\/1\.1 400 /)
  })

  it('lets well-formed paths through, whatever their query', async () => {
    const port = await start()
    expect((await call(port, '/caf%C3%A9?where=%ff')).status).toBe(200)
  })

  it('answers 400 to a path with dot segments, encoded slashes or backslashes, which would reach another route', async () => {
    const port = await start()
    const paths = [
      '/api/v1/x/../leads',
      '/api/v1/./newsletter',
      '/api/users/x/../forgot-password',
      '/api/v1/x/%2e%2E/leads',
      '/api/v1/x/.%2e/leads',
      '/api/v1/x%2f..%2fleads',
      '/api/v1/x\\..\\leads',
    ]
    for (const path of paths) {
      const statuses = []
      for (let i = 0; i < 3; i++) statuses.push((await call(port, path, { method: 'POST' })).status)
      const reply = await call(port, path, { method: 'POST' })
      expect([path, statuses, reply.status, JSON.parse(reply.body)]).toEqual([
        path,
        [400, 400, 400],
        400,
        { error: 'Invalid request path' },
      ])
    }
    // The forms allowance (one post) is still whole.
    expect((await call(port, '/api/v1/leads', { method: 'POST' })).status).toBe(200)
  })

  it('answers 400 to a request target that is not a path (absolute form, asterisk)', async () => {
    const port = await start()
    for (const target of ['http://example.com/api/v1/leads', '*']) {
      const reply = await raw(port, Buffer.from(`POST ${target} HTTP/1.1`))
      expect([target, reply.split('\r\n')[0]]).toEqual([target, 'HTTP/1.1 400 Bad Request'])
    }
  })

  it('lets dots inside a name through', async () => {
    const port = await start()
    for (const path of ['/.well-known/security.txt', '/a.b', '/api/documents/file/guide.v2..pdf']) {
      expect([path, (await call(port, path)).status]).toEqual([path, 200])
    }
  })
})

describe('request gate: client address', () => {
  it('hands on the socket address as the only X-Forwarded-For and drops X-Real-IP', async () => {
    const port = await start()
    const reply = await call(port, '/about', {
      headers: { 'X-Forwarded-For': '6.6.6.6, 7.7.7.7', 'X-Real-IP': '8.8.8.8' },
      from: '127.0.0.5',
    })
    expect(JSON.parse(reply.body)).toEqual({ forwardedFor: '127.0.0.5', realIp: null })
  })

  it('behind a trusted proxy hands on the address that proxy appended', async () => {
    const port = await start(1)
    const reply = await call(port, '/about', { headers: { 'X-Forwarded-For': '6.6.6.6, 203.0.113.9' } })
    expect(JSON.parse(reply.body)).toEqual({ forwardedFor: '203.0.113.9', realIp: null })
  })
})

describe('request gate: rate limits', () => {
  it('answers 429 with Retry-After and the JSON error once an address has spent its allowance', async () => {
    const port = await start()
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await call(port, '/api/pages')).status)
    const limited = await call(port, '/api/v1/dealers/locations?zipcode=10001')
    expect(statuses).toEqual([200, 200, 200])
    expect([limited.status, limited.headers['retry-after'], JSON.parse(limited.body)]).toEqual([
      429,
      '60',
      { error: 'Too many requests' },
    ])
  })

  it('leaves downloads of uploaded files out of the allowance, which other /api/* requests still meet', async () => {
    const port = await start()
    const files = [
      '/api/media/file/hero.webp',
      '/api/media/file/hero-480x360.webp?prefix=x',
      '/api/documents/file/guide.pdf',
    ]
    const statuses = []
    for (let i = 0; i < 30; i++) statuses.push((await call(port, files[i % files.length] ?? '/')).status)
    expect(statuses).toEqual(Array(30).fill(200))
    const api = []
    for (let i = 0; i < 4; i++) api.push((await call(port, '/api/pages')).status)
    expect(api).toEqual([200, 200, 200, 429])
  })

  it('counts every address of one IPv6 /64 as one client', async () => {
    const port = await start(1)
    const from = (address: string) => ({ headers: { 'X-Forwarded-For': address } })
    const statuses = []
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:ffff::3', '2001:db8:1:2::4'])
      statuses.push((await call(port, '/api/pages', from(address))).status)
    expect(statuses).toEqual([200, 200, 200, 429])
    expect((await call(port, '/api/pages', from('2001:db8:1:3::1'))).status).toBe(200)
  })

  it('never limits pages outside /api', async () => {
    const port = await start()
    for (let i = 0; i < 6; i++) expect((await call(port, '/products/furnaces')).status).toBe(200)
  })

  it('gives sign-in posts their own smaller allowance', async () => {
    const port = await start()
    expect((await call(port, '/api/users/login', { method: 'POST' })).status).toBe(200)
    expect((await call(port, '/api/users/login', { method: 'POST' })).status).toBe(429)
    expect((await call(port, '/api/users/me')).status).toBe(200)
  })

  it('draws a signed-in staff member’s requests from the staff allowance, a forged cookie from the visitor one', async () => {
    const port = await start()
    const secret = new TextDecoder().decode(payloadSigningKey(SECRET))
    const { token } = await jwtSign({
      fieldsToSign: { id: 1, collection: 'users' },
      secret,
      tokenExpiration: 600,
    })
    const staff = { Cookie: `payload-token=${token}` }
    const forged = { Cookie: `payload-token=${token.slice(0, -4)}AAAA` }
    const staffStatuses = []
    for (let i = 0; i < 8; i++)
      staffStatuses.push((await call(port, '/api/pages', { headers: staff })).status)
    const forgedStatuses = []
    for (let i = 0; i < 4; i++)
      forgedStatuses.push((await call(port, '/api/pages', { headers: forged })).status)
    expect(staffStatuses).toEqual(Array(8).fill(200))
    expect(forgedStatuses).toEqual([200, 200, 200, 429])
  })
})

describe('request gate: requests in flight', () => {
  it('gives a signed-in staff member a cap of their own, larger than a visitor’s, whatever the address', async () => {
    const slots = createInFlight()
    const port = await start(0, {
      slots,
      visitor: { running: 2, waiting: 0 },
      staff: { running: 4, waiting: 0 },
    })
    const secret = new TextDecoder().decode(payloadSigningKey(SECRET))
    const { token } = await jwtSign({
      fieldsToSign: { id: 7, collection: 'users' },
      secret,
      tokenExpiration: 600,
    })
    const from = '127.0.0.41'
    const staff = { from, headers: { Cookie: `payload-token=${token}` } }
    const held = server?.held
    const replies = []
    for (let i = 0; i < 4; i++) replies.push(call(port, `/admin/held/${i}`, staff))
    for (let i = 0; i < 2; i++) replies.push(call(port, `/held/${i}`, { from }))
    await held?.reach(from, 6)
    expect([
      (await call(port, '/admin', staff)).status,
      (await call(port, '/about', { from })).status,
      slots.load('staff:users:7'),
      slots.load(from),
    ]).toEqual([429, 429, { running: 4, waiting: 0 }, { running: 2, waiting: 0 }])
    held?.release(from)
    expect((await Promise.all(replies)).map((reply) => reply.status)).toEqual(Array(6).fill(200))
  })
})

describe('request gate: probes', () => {
  it('answers a probe while its client’s slots are all taken, and charges it like any /api request', async () => {
    const slots = createInFlight()
    const probe = async (req: { url?: string }, res: import('node:http').ServerResponse) => {
      if (req.url !== '/api/ready') return false
      res.writeHead(200).end('ready')
      return true
    }
    const port = await start(
      0,
      { slots, visitor: { running: 1, waiting: 0 }, staff: { running: 1, waiting: 0 } },
      probe,
    )
    const from = '127.0.0.42'
    const held = server?.held
    const busy = call(port, '/held/0', { from })
    await held?.reach(from, 1)
    // A page now waits for the client's slot (here: refused), the probe does not.
    expect((await call(port, '/about', { from })).status).toBe(429)
    const answers = []
    for (let i = 0; i < 3; i++) answers.push(await call(port, '/api/ready', { from }))
    expect(answers.map((a) => [a.status, a.body])).toEqual(Array(3).fill([200, 'ready']))
    // The visitor allowance (3 here) is spent by the probes.
    expect((await call(port, '/api/ready', { from })).status).toBe(429)
    held?.release(from)
    expect((await busy).status).toBe(200)
  })
})
