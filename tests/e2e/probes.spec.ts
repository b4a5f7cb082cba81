import { expect, test } from './fixtures'
import { withSecondServer } from './secondServer'

/**
 * The health and readiness probes of the production server (src/server/probes.ts), as a load balancer asks
 * them, and a stop that takes the instance out of the load balancer before it goes.
 */

test.describe('health and readiness', () => {
  test('the instance is alive and ready: database answering, migrations applied, no Redis or bucket configured', async ({
    request,
  }) => {
    const health = await request.get('/api/health')
    expect(health.status()).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok' })
    expect(health.headers()['cache-control']).toBe('no-store')

    const ready = await request.get('/api/ready')
    expect(ready.status()).toBe(200)
    expect(await ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', redis: 'not configured', storage: 'not configured' },
    })
  })

  test('an instance told of a Redis that does not answer is alive but not ready, and says why', async () => {
    await withSecondServer(
      () => ({ REDIS_URL: 'redis://127.0.0.1:1' }),
      async (base) => {
        expect((await fetch(`${base}/api/health`)).status).toBe(200)
        const ready = await fetch(`${base}/api/ready`)
        expect(ready.status).toBe(503)
        const body = (await ready.json()) as { status: string; checks: Record<string, string> }
        expect(body.status).toBe('not ready')
        expect(body.checks.database).toBe('ok')
        expect(body.checks.redis).not.toBe('ok')
      },
    )
  })
})
