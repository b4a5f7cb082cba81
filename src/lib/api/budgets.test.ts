import { jwtSign } from 'payload'
import { describe, expect, it } from 'vitest'

import { budgetSettings, chargeFor } from './budgets'
import { comparablePath } from './requestPath'
import { payloadSigningKey, staffSessionVerifier } from './staffSession'

const SECRET = 'budgets-test-secret-0123456789'
const staffSession = staffSessionVerifier(SECRET)
const address = '203.0.113.9'

async function sessionCookie(tokenExpiration: number): Promise<string> {
  const secret = new TextDecoder().decode(payloadSigningKey(SECRET))
  const { token } = await jwtSign({ fieldsToSign: { id: 3, collection: 'users' }, secret, tokenExpiration })
  return `payload-token=${token}`
}

async function charge(method: string, rawPath: string, cookie?: string, from = address) {
  const path = comparablePath(rawPath)
  if (path === null) throw new Error(`${rawPath} is not a well-formed path`)
  return chargeFor({ method, path, address: from, staff: await staffSession({ cookie }) })
}

describe('chargeFor', () => {
  it('leaves pages and assets alone', async () => {
    for (const path of ['/', '/products/furnaces', '/admin', '/apis', '/_next/static/x.js']) {
      expect([path, await charge('GET', path)]).toEqual([path, null])
    }
  })

  it('charges a visitor’s /api/* request to the visitor allowance of their address', async () => {
    for (const path of ['/api/pages', '/api/v1/dealers/locations', '/api/users/login', '/api']) {
      expect(await charge('GET', path)).toEqual({ budget: 'visitor', key: address })
    }
  })

  it('charges the search page, which queries the database for each visitor’s words, like an API request', async () => {
    for (const path of ['/search', '/search/', '/Search', '/es/buscar', '/fr/recherche']) {
      expect([path, await charge('GET', path)]).toEqual([path, { budget: 'visitor', key: address }])
    }
    expect(await charge('GET', '/searching')).toBeNull()
  })

  it('charges sign-in and password posts to the auth allowance, however the path is spelt', async () => {
    for (const path of [
      '/api/users/login',
      '/api/users/forgot-password',
      '/api/users/reset-password',
      '/api//Users/%6Cogin/',
    ]) {
      expect([path, await charge('POST', path)]).toEqual([path, { budget: 'auth', key: address }])
    }
  })

  it('leaves downloads of uploaded images and documents to no allowance', async () => {
    for (const [method, path] of [
      ['GET', '/api/media/file/hero.webp'],
      ['GET', '/api/media/file/hero-480x360.webp'],
      ['HEAD', '/api/media/file/hero.webp'],
      ['GET', '/api/documents/file/furnace-install-guide.pdf'],
      ['GET', '/api//Documents/file/Guide%20A.pdf'],
    ] as const) {
      expect([method, path, await charge(method, path)]).toEqual([method, path, null])
    }
  })

  it('charges anything else under a file path, and other collections’ paths, to the visitor allowance', async () => {
    for (const [method, path] of [
      ['POST', '/api/media/file/hero.webp'],
      ['DELETE', '/api/documents/file/guide.pdf'],
      ['GET', '/api/media/file'],
      ['GET', '/api/media/files/hero.webp'],
      ['GET', '/api/media/hero.webp'],
      ['GET', '/api/users/file/x'],
      ['GET', '/api/media'],
    ] as const) {
      expect([method, path, await charge(method, path)]).toEqual([
        method,
        path,
        { budget: 'visitor', key: address },
      ])
    }
  })

  it('charges every address of one IPv6 /64 to one share, as one client', async () => {
    for (const from of ['2001:db8:1:2::1', '2001:DB8:1:2:ffff:ffff:ffff:fffe', '2001:db8:1:2:0:0:0:9']) {
      expect(await charge('GET', '/api/pages', undefined, from)).toEqual({
        budget: 'visitor',
        key: '2001:db8:1:2::/64',
      })
      expect(await charge('POST', '/api/v1/leads', undefined, from)).toEqual({
        budget: 'forms',
        key: '2001:db8:1:2::/64',
      })
      expect(await charge('POST', '/api/users/login', undefined, from)).toEqual({
        budget: 'auth',
        key: '2001:db8:1:2::/64',
      })
    }
    expect(await charge('GET', '/api/pages', undefined, '2001:db8:1:3::1')).toEqual({
      budget: 'visitor',
      key: '2001:db8:1:3::/64',
    })
  })

  it('charges form posts to the forms allowance', async () => {
    expect(await charge('POST', '/api/v1/leads')).toEqual({ budget: 'forms', key: address })
    expect(await charge('POST', '/api/v1/newsletter')).toEqual({ budget: 'forms', key: address })
  })

  it('charges a signed-in staff member’s requests to their own allowance, sign-in posts excepted', async () => {
    const cookie = await sessionCookie(3600)
    expect(await charge('GET', '/api/pages', cookie)).toEqual({ budget: 'staff', key: 'users:3' })
    expect(await charge('PATCH', '/api/pages/4', cookie)).toEqual({ budget: 'staff', key: 'users:3' })
    expect(await charge('POST', '/api/users/login', cookie)).toEqual({ budget: 'auth', key: address })
  })

  it('treats a forged or expired session cookie as a visitor', async () => {
    const expired = await sessionCookie(-1)
    expect(await charge('GET', '/api/pages', expired)).toEqual({ budget: 'visitor', key: address })
    const forged = (await sessionCookie(3600)).slice(0, -4) + 'AAAA'
    expect(await charge('GET', '/api/pages', forged)).toEqual({ budget: 'visitor', key: address })
  })
})

describe('budgetSettings', () => {
  it('turns the settings into allowances per window', () => {
    expect(
      budgetSettings({
        RATE_LIMIT_PER_SECOND: 20,
        RATE_LIMIT_BURST: 40,
        RATE_LIMIT_AUTH_PER_MINUTE: 10,
        RATE_LIMIT_FORMS_PER_MINUTE: 5,
        RATE_LIMIT_STAFF_PER_SECOND: 100,
      }),
    ).toEqual({
      visitor: { points: 40, durationSeconds: 2 },
      auth: { points: 10, durationSeconds: 60 },
      forms: { points: 5, durationSeconds: 60 },
      staff: { points: 1000, durationSeconds: 10 },
    })
  })
})
