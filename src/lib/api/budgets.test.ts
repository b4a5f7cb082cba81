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

async function charge(method: string, rawPath: string, cookie?: string) {
  const path = comparablePath(rawPath)
  if (path === null) throw new Error(`${rawPath} is not a well-formed path`)
  return chargeFor({ method, path, address, staff: await staffSession({ cookie }) })
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
