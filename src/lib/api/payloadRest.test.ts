import { describe, expect, it, vi } from 'vitest'

import { guardRest, refuseMalformedRest } from './payloadRest'

const at = (path: string) => new Request(`http://localhost:3000${path}`)

describe('refuseMalformedRest', () => {
  it('refuses a path that does not decode', () => {
    expect(refuseMalformedRest(at('/api/pages/%ff'))).toEqual({
      status: 400,
      message: 'Invalid request path',
    })
  })

  it('answers 404 for collections named after built-ins of every object', () => {
    for (const path of [
      '/api/__proto__',
      '/api/constructor/1',
      '/api/hasOwnProperty',
      '/api/globals/toString',
    ]) {
      expect([path, refuseMalformedRest(at(path))]).toEqual([path, { status: 404, message: 'Not Found' }])
    }
  })

  it('refuses a where or data string that is not a JSON object', () => {
    for (const query of ['where=junk', 'where=1', 'where=%7B', 'data=nope']) {
      expect(refuseMalformedRest(at(`/api/pages?${query}`))?.status).toBe(400)
    }
  })

  it('lets ordinary requests through', () => {
    for (const path of [
      '/api/pages',
      '/api/pages/12?depth=1',
      '/api/pages?where[title][equals]=x',
      '/api/pages?where=%7B%22title%22%3A%7B%22equals%22%3A%22x%22%7D%7D',
      '/api/users/login',
      '/api/globals/site-settings',
    ]) {
      expect([path, refuseMalformedRest(at(path))]).toEqual([path, null])
    }
  })
})

describe('guardRest', () => {
  const params = Promise.resolve({ slug: ['pages'] })

  it('answers a refused request in Payload’s error shape without calling Payload, logging one line', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    const payload = vi.fn(async () => new Response('{}'))
    const res = await guardRest(payload)(at('/api/pages?where=junk'), { params })
    expect([res.status, await res.json()]).toEqual([
      400,
      { errors: [{ message: 'The where parameter is not valid JSON' }] },
    ])
    expect(payload).not.toHaveBeenCalled()
    expect(log).toHaveBeenCalledTimes(1)
    expect(log.mock.calls[0]?.[0]).not.toContain('junk')
    log.mockRestore()
  })

  it('turns a failure that escapes Payload into a logged 500', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    const res = await guardRest(async () => Promise.reject(new TypeError('boom')))(at('/api/pages'), {
      params,
    })
    expect([res.status, await res.json()]).toEqual([500, { errors: [{ message: 'Something went wrong.' }] }])
    expect(String(log.mock.calls[0]?.[0])).toContain('boom')
    log.mockRestore()
  })
})
