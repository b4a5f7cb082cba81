import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { keepVisitorQuery, singleLocation, withQuery } from './location'

let server: Server | undefined
afterEach(() => server?.close())

/** The raw Location lines of a response from a server whose handler sets the header as given. */
async function locationLines(
  setHeaders: (res: import('node:http').ServerResponse) => void,
): Promise<string[]> {
  server = createServer((_req, res) => {
    singleLocation(res)
    res.statusCode = 308
    setHeaders(res)
    res.end()
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    request({ port, host: '127.0.0.1', path: '/' }, (res) => {
      const lines: string[] = []
      for (let i = 0; i < res.rawHeaders.length; i += 2) {
        if (res.rawHeaders[i]!.toLowerCase() === 'location') lines.push(res.rawHeaders[i + 1]!)
      }
      res.resume()
      resolve(lines)
    })
      .on('error', reject)
      .end()
  })
}

describe('singleLocation', () => {
  it('sends a repeated Location once', async () => {
    expect(await locationLines((res) => res.setHeader('location', ['/new', '/new']))).toEqual(['/new'])
  })

  it('leaves a single Location as it is', async () => {
    expect(await locationLines((res) => res.setHeader('location', '/new'))).toEqual(['/new'])
  })
})

/** The Location a request for `path` gets from a handler that redirects to `to` with `status`. */
async function redirectedTo(path: string, to: string, status = 308, headers: Record<string, string> = {}) {
  server = createServer((req, res) => {
    singleLocation(res)
    keepVisitorQuery(req, res)
    res.statusCode = status
    res.setHeader('location', to)
    res.end()
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return new Promise<string | undefined>((resolve, reject) => {
    request({ port, host: '127.0.0.1', path, headers }, (res) => {
      res.resume()
      resolve(res.headers.location)
    })
      .on('error', reject)
      .end()
  })
}

describe('keepVisitorQuery', () => {
  it('carries the visitor’s query string to where a page redirects', async () => {
    expect(await redirectedTo('/promo?utm_source=mail&utm_medium=email', '/offers/spring')).toBe(
      '/offers/spring?utm_source=mail&utm_medium=email',
    )
    expect(await redirectedTo('/promo?utm_source=mail', 'https://partner.example/deal', 301)).toBe(
      'https://partner.example/deal?utm_source=mail',
    )
  })

  it('keeps the target’s own parameters and its anchor, and every value of a repeated parameter', async () => {
    expect(await redirectedTo('/promo?a=1&a=2&b=visitor', '/offers?b=target#terms')).toBe(
      '/offers?b=target&a=1&a=2#terms',
    )
  })

  it('leaves the admin, the APIs, Next’s own requests and other answers alone', async () => {
    expect(await redirectedTo('/admin?x=1', '/admin/login')).toBe('/admin/login')
    // The draft preview's own redirect to the page it previews (a temporary one, under /next).
    expect(await redirectedTo('/next/preview?path=/about', '/about', 307)).toBe('/about')
    expect(await redirectedTo('/about?path=/x', '/elsewhere', 307)).toBe('/elsewhere')
    expect(await redirectedTo('/api/pages?x=1', '/api/other')).toBe('/api/other')
    expect(await redirectedTo('/promo?x=1', '/offers', 308, { rsc: '1' })).toBe('/offers')
    expect(await redirectedTo('/promo?_rsc=abc', '/offers')).toBe('/offers')
    expect(await redirectedTo('/promo?x=1', '/offers', 200)).toBe('/offers')
    expect(await redirectedTo('/promo', '/offers')).toBe('/offers')
  })

  it('gives a relative target back relative and an absolute one absolute', () => {
    const visitor = new URLSearchParams('utm_source=mail')
    expect(withQuery('/a', visitor)).toBe('/a?utm_source=mail')
    expect(withQuery('https://site.example/a', visitor)).toBe('https://site.example/a?utm_source=mail')
  })
})
