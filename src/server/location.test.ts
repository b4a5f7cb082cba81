import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { singleLocation } from './location'

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
