import { createServer, request, type Server } from 'node:http'
import { Agent } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { gracefulShutdown } from './shutdown'

let server: Server | undefined
afterEach(() => {
  server?.closeAllConnections()
  server?.close()
  server = undefined
})

/** A server whose /slow answers after `ms`, and /fast at once. */
async function start(ms: number) {
  server = createServer((req, res) => {
    const delay = req.url === '/slow' ? ms : 0
    setTimeout(() => res.end(`done ${req.url}`), delay)
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

function get(port: number, path: string, agent?: Agent) {
  return new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = ''
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode!, body, connection: res.headers.connection }))
    })
      .on('error', reject)
      .end()
  })
}

describe('stopping an instance', () => {
  it('finishes the request in flight, refuses new connections, then exits', async () => {
    const port = await start(300)
    const agent = new Agent({ keepAlive: true })
    await get(port, '/fast', agent) // an idle keep-alive connection, as a load balancer keeps them
    const exit = vi.fn()
    const stopping = vi.fn()
    const stop = gracefulShutdown(server!, { graceMs: 5000, onStopping: stopping, exit, log: () => {} })
    const inFlight = get(port, '/slow')
    await new Promise((resolve) => setTimeout(resolve, 50))
    const stopped = stop()
    expect(stopping).toHaveBeenCalledOnce()
    await expect(get(port, '/fast')).rejects.toThrow(/ECONNREFUSED/)
    expect(await inFlight).toMatchObject({ status: 200, body: 'done /slow' })
    const startedAt = Date.now()
    await stopped
    // The finished request's keep-alive connection is closed at once, not after its keep-alive time.
    expect(Date.now() - startedAt).toBeLessThan(1000)
    expect(exit).toHaveBeenCalledWith(0)
    agent.destroy()
  })

  it('cuts what is left once the grace period is over, and closes its own connections first', async () => {
    const port = await start(60_000)
    const exit = vi.fn()
    const closed = vi.fn(async () => {})
    const stop = gracefulShutdown(server!, { graceMs: 200, onClosed: closed, exit, log: () => {} })
    const inFlight = get(port, '/slow')
    await new Promise((resolve) => setTimeout(resolve, 50))
    const started = Date.now()
    await stop()
    expect(Date.now() - started).toBeLessThan(2000)
    await expect(inFlight).rejects.toThrow()
    expect(closed).toHaveBeenCalledOnce()
    expect(exit).toHaveBeenCalledOnce()
  })

  it('stops once, however many signals arrive', async () => {
    await start(0)
    const exit = vi.fn()
    const stop = gracefulShutdown(server!, { graceMs: 1000, exit, log: () => {} })
    await Promise.all([stop(), stop()])
    expect(exit).toHaveBeenCalledOnce()
  })
})
