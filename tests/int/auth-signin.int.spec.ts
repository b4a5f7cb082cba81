import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { getTestPayload, testContext } from '../fixtures/payload'
import { browserSession, rest, signInCookie } from '../fixtures/rest'

let payload: Payload
const stamp = Date.now()
const password = 'correct-horse-battery'
let nextAddress = 1
/** A fresh client address for each scenario, so their counters never meet. */
const freshAddress = () => `198.51.100.${nextAddress++}`

async function account(label: string, roles: ('admin' | 'editor')[] = ['editor']): Promise<string> {
  const email = `${label}-${stamp}@example.com`
  await payload.create({ collection: 'users', data: { email, password, roles }, context: testContext })
  return email
}

async function signIn(email: string, attempt: string, address: string) {
  const started = performance.now()
  const res = await rest('/api/users/login', { method: 'POST', body: { email, password: attempt }, address })
  const ms = performance.now() - started
  const body = (await res.json()) as { errors?: { message: string }[] }
  return {
    status: res.status,
    message: body.errors?.[0]?.message,
    retryAfter: res.headers.get('retry-after'),
    ms,
  }
}

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('a failed sign-in', () => {
  it('answers an unknown e-mail and a wrong password with the same message, in about the same time', async () => {
    const email = await account('timing')
    const wrong = [] as number[]
    const unknown = [] as number[]
    for (let i = 0; i < 5; i++) {
      const a = await signIn(email, 'not-the-password', freshAddress())
      const b = await signIn(`nobody-${stamp}-${i}@example.com`, 'not-the-password', freshAddress())
      expect([a.status, b.status]).toEqual([401, 401])
      expect(b.message).toBe(a.message)
      wrong.push(a.ms)
      unknown.push(b.ms)
    }
    // Without the equal work an unknown e-mail answers in a few milliseconds, a wrong password in over a hundred.
    // The fastest of each is compared: a busy machine only ever adds time, so the minimum is the work itself.
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...wrong) * 0.5)
  })
})

describe('repeated failed sign-ins', () => {
  it('stop one address after five on one account, with 429 and Retry-After, while other addresses still sign in', async () => {
    const email = await account('pair')
    const address = freshAddress()
    for (let i = 0; i < 5; i++) expect((await signIn(email, `guess-${i}-wrong`, address)).status).toBe(401)
    const refused = await signIn(email, password, address)
    expect(refused).toMatchObject({
      status: 429,
      message: expect.stringMatching(/^Too many failed sign-in attempts/),
    })
    expect(Number(refused.retryAfter)).toBeGreaterThan(0)
    expect((await signIn(email, password, freshAddress())).status).toBe(200)
  })

  it('answer an unknown e-mail exactly as an existing one once the limit is reached', async () => {
    const email = await account('pair-known')
    const [known, unknown] = [freshAddress(), freshAddress()]
    for (let i = 0; i < 5; i++) {
      await signIn(email, `guess-${i}-wrong`, known)
      await signIn(`ghost-${stamp}@example.com`, `guess-${i}-wrong`, unknown)
    }
    const a = await signIn(email, 'guess-wrong-again', known)
    const b = await signIn(`ghost-${stamp}@example.com`, 'guess-wrong-again', unknown)
    expect(a.status).toBe(429)
    expect(b).toMatchObject({ status: a.status, message: a.message })
  })

  it('are forgotten after a successful sign-in', async () => {
    const email = await account('reset')
    const address = freshAddress()
    for (let i = 0; i < 4; i++) await signIn(email, `typo-${i}-password`, address)
    expect((await signIn(email, password, address)).status).toBe(200)
    for (let i = 0; i < 4; i++) expect((await signIn(email, `typo-${i}-again`, address)).status).toBe(401)
  })

  it('stop one address trying many accounts', async () => {
    const address = freshAddress()
    for (let i = 0; i < 30; i++) {
      expect((await signIn(`spray-${stamp}-${i}@example.com`, 'Winter2026!-guess', address)).status).toBe(401)
    }
    const email = await account('spray-target')
    expect((await signIn(email, password, address)).status).toBe(429)
    expect((await signIn(email, password, freshAddress())).status).toBe(200)
  })

  it('from many addresses never keep out the right password from an address that has not failed', async () => {
    const email = await account('distributed')
    const attackers = Array.from({ length: 6 }, () => freshAddress())
    for (const address of attackers) {
      for (let i = 0; i < 5; i++) expect((await signIn(email, `botnet-${i}-guess`, address)).status).toBe(401)
    }
    expect((await signIn(email, password, freshAddress())).status).toBe(200)
    // Each of the addresses that guessed is still stopped on this account.
    expect((await signIn(email, password, attackers[0]!)).status).toBe(429)
  })
})

describe('an IPv6 client', () => {
  it('is counted by its /64: five failures on one account from one /64 stop every address in it', async () => {
    const email = await account('ipv6-pair')
    for (let i = 1; i <= 5; i++) {
      expect((await signIn(email, `guess-${i}-wrong`, `2001:db8:a:b::${i}`)).status).toBe(401)
    }
    expect((await signIn(email, password, '2001:db8:a:b:ffff:1:2:3')).status).toBe(429)
    expect((await signIn(email, password, '2001:db8:a:c::1')).status).toBe(200)
  })

  it('is stopped after 30 attempts across accounts from any addresses of its /64', async () => {
    for (let i = 1; i <= 30; i++) {
      const email = `v6-spray-${stamp}-${i}@example.com`
      expect((await signIn(email, 'Winter2026!-guess', `2001:db8:5:6::${i.toString(16)}`)).status).toBe(401)
    }
    const email = await account('ipv6-spray-target')
    expect((await signIn(email, password, '2001:db8:5:6:1::99')).status).toBe(429)
    expect((await signIn(email, password, '2001:db8:5:7::99')).status).toBe(200)
  })
})

describe('unlocking an account', () => {
  it('is for admins only, and lets a stopped address sign in again', async () => {
    const email = await account('locked-out')
    const address = freshAddress()
    for (let i = 0; i < 6; i++) await signIn(email, `forgot-${i}-password`, address)
    expect((await signIn(email, password, address)).status).toBe(429)

    const editorEmail = await account('unlock-editor')
    const editor = browserSession(await signInCookie(editorEmail, password, freshAddress()))
    expect(
      (await rest('/api/users/unlock', { method: 'POST', headers: editor, body: { email } })).status,
    ).toBe(403)

    const adminEmail = await account('unlock-admin', ['admin'])
    const admin = browserSession(await signInCookie(adminEmail, password, freshAddress()))
    expect(
      (await rest('/api/users/unlock', { method: 'POST', headers: admin, body: { email } })).status,
    ).toBe(200)
    expect((await signIn(email, password, address)).status).toBe(200)
  })
})
