import { createServer, request, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { nextConfigHeaderRules, runtimeSecurityHeaders } from '../config/securityHeaders'
import { sendSecurityHeaders } from './securityHeaders'

/** What next.config built into the site: the site's policy on every path, as a build made before the change left it. */
const BUILT_POLICY = nextConfigHeaderRules({ development: false })[0]!.headers.find(
  (h) => h.key === 'Content-Security-Policy',
)!.value

const HTTPS_SITE = 'https://www.example.com'
const expected = (path: string) =>
  Object.fromEntries(
    runtimeSecurityHeaders({ SITE_URL: HTTPS_SITE })(path).map((h) => [h.key.toLowerCase(), h.value]),
  )

/** Stand-ins for what answers behind the step: Next with its built header rules, Payload's file route, the gate. */
const answers: Record<string, (res: ServerResponse) => void> = {
  '/': (res) => {
    res.setHeader('Content-Security-Policy', BUILT_POLICY)
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.end('<!doctype html><p>page</p>')
  },
  '/api/media/file/logo.svg': (res) => {
    res.setHeader('Content-Security-Policy', BUILT_POLICY)
    res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Content-Security-Policy': "script-src 'none'" })
    res.end('<svg xmlns="http://www.w3.org/2000/svg"/>')
  },
  '/api/v1/leads': (res) => {
    res.writeHead(429, 'Too Many Requests', { 'Retry-After': '3', 'Content-Type': 'application/json' })
    res.end('{"error":"Too many requests"}')
  },
  '/api/users/login': (res) => {
    res.writeHead(200, ['Content-Type', 'application/json', 'Set-Cookie', 'a=1', 'Set-Cookie', 'b=2'])
    res.end('{}')
  },
  '/_next/static/chunks/app.js': (res) => {
    res.statusCode = 304
    res.end()
  },
}

let server: Server
let base: string

function ask(path: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
    const req = request(`${base}${path}`)
    req.on('response', (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }))
    })
    req.on('error', reject)
    req.end()
  })
}

beforeAll(async () => {
  const step = sendSecurityHeaders(runtimeSecurityHeaders({ SITE_URL: HTTPS_SITE }))
  server = createServer((req, res) => {
    step(req, res)
    answers[(req.url ?? '/').split('?')[0]!]!(res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('the security headers the server sends', () => {
  it('replace the policy a build made for another SITE_URL, and add HSTS for an https site', async () => {
    const { headers } = await ask('/')
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
    expect(headers['content-security-policy']).toBe(expected('/')['content-security-policy'])
    expect(headers['content-security-policy']).toMatch(/upgrade-insecure-requests$/)
    expect(headers['content-type']).toBe('text/html; charset=utf-8')
  })

  it('give an uploaded file the files’ policy, whatever the route or the build set', async () => {
    const { headers } = await ask('/api/media/file/logo.svg')
    expect(headers['content-security-policy']).toBe(
      expected('/api/media/file/logo.svg')['content-security-policy'],
    )
    expect(headers['content-security-policy']).toContain("default-src 'none'")
    expect(headers['content-type']).toBe('image/svg+xml')
  })

  it('reach answers written with their status line and headers at once, which keep their other headers', async () => {
    const refused = await ask('/api/v1/leads')
    expect(refused.status).toBe(429)
    expect(refused.headers['retry-after']).toBe('3')
    expect(refused.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
    expect(refused.headers['x-content-type-options']).toBe('nosniff')

    const login = await ask('/api/users/login')
    expect(login.headers['set-cookie']).toEqual(['a=1', 'b=2'])
    expect(login.headers['content-type']).toBe('application/json')
    expect(login.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
  })

  it('reach an answer without a body', async () => {
    const { status, headers } = await ask('/_next/static/chunks/app.js')
    expect(status).toBe(304)
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
  })
})
