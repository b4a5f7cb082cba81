import { afterEach, describe, expect, it, vi } from 'vitest'

import { loopbackDealerPageStatus } from './dealerPageStatus'

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('the 410 of a deleted dealer’s page', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('asks the page-status endpoint for a dealer address only, and turns its 410 into the status', async () => {
    const fetch = vi.fn(async () => answer({ path: '/dealers/co/denver/gone/', status: 410 }))
    vi.stubGlobal('fetch', fetch)
    const statusOf = loopbackDealerPageStatus(4000)
    expect(await statusOf('/dealers/co/denver/gone')).toBe(410)
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe(
      'http://127.0.0.1:4000/api/v1/dealers/page-status?path=%2Fdealers%2Fco%2Fdenver%2Fgone%2F',
    )
    expect(await statusOf('/products/furnaces')).toBeNull()
    expect(await statusOf('/dealers/co/')).toBeNull()
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('asks for the same dealer’s page from its Spanish or French address', async () => {
    const fetch = vi.fn(async () => answer({ path: '/dealers/co/denver/gone/', status: 410 }))
    vi.stubGlobal('fetch', fetch)
    const statusOf = loopbackDealerPageStatus(4000)
    expect(await statusOf('/es/distribuidores/co/denver/gone/')).toBe(410)
    expect(await statusOf('/fr/detaillants/co/denver/gone')).toBe(410)
    expect(await statusOf('/es/distribuidores/co/')).toBeNull()
    expect(
      fetch.mock.calls.map((call) => new URL(String((call as unknown[])[0])).searchParams.get('path')),
    ).toEqual(['/dealers/co/denver/gone/', '/dealers/co/denver/gone/'])
  })

  it('keeps 404 for any other answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ path: '/dealers/co/denver/x/', status: 404 })),
    )
    expect(await loopbackDealerPageStatus(4000)('/dealers/co/denver/x/')).toBeNull()
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ error: 'busy' }, 429)),
    )
    expect(await loopbackDealerPageStatus(4000)('/dealers/co/denver/x/')).toBeNull()
  })
})
