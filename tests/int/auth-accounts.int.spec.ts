import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { getTestPayload, testContext } from '../fixtures/payload'
import { browserSession, rest, signInCookie } from '../fixtures/rest'

let payload: Payload
const stamp = Date.now()
const password = 'twelve-chars-or-more'
const tooShort = 'elevenchars'

let accounts = 0
/** A new account on each call, so a retried test does not meet the one its first attempt made. */
async function account(label: string, roles: ('admin' | 'editor')[]): Promise<User> {
  accounts += 1
  return payload.create({
    collection: 'users',
    data: { email: `${label}-${stamp}-${accounts}@example.com`, password, roles },
    context: testContext,
  })
}

async function fieldErrors(res: Response) {
  const body = (await res.json()) as {
    errors?: { data?: { errors?: { path: string; message: string }[] } }[]
  }
  return body.errors?.[0]?.data?.errors
}

const passwordTooShort = [{ path: 'password', message: 'Use at least 12 characters.' }]

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('passwords', () => {
  it('of fewer than 12 characters are refused when an admin creates an account', async () => {
    const admin = await account('creator', ['admin'])
    const session = browserSession(await signInCookie(admin.email, password))
    const res = await rest('/api/users', {
      method: 'POST',
      headers: session,
      body: { email: `short-${stamp}@example.com`, password: tooShort, roles: ['editor'] },
    })
    expect(res.status).toBe(400)
    expect(await fieldErrors(res)).toMatchObject(passwordTooShort)
    expect(
      (
        await payload.count({
          collection: 'users',
          where: { email: { equals: `short-${stamp}@example.com` } },
        })
      ).totalDocs,
    ).toBe(0)
  })

  it('of fewer than 12 characters are refused when a staff member changes their own', async () => {
    const editor = await account('changer', ['editor'])
    const session = browserSession(await signInCookie(editor.email, password))
    const res = await rest(`/api/users/${editor.id}`, {
      method: 'PATCH',
      headers: session,
      body: { password: tooShort },
    })
    expect(res.status).toBe(400)
    expect(await fieldErrors(res)).toMatchObject(passwordTooShort)
    expect(await signInCookie(editor.email, password)).toMatch(/^payload-token=/)
  })

  it('of fewer than 12 characters are refused on reset, and a long one is taken', async () => {
    const editor = await account('resetter', ['editor'])
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email: editor.email },
      disableEmail: true,
    })
    const short = await rest('/api/users/reset-password', {
      method: 'POST',
      body: { token, password: tooShort },
    })
    expect(short.status).toBe(400)
    expect(await fieldErrors(short)).toMatchObject(passwordTooShort)
    const long = await rest('/api/users/reset-password', {
      method: 'POST',
      body: { token, password: 'a-new-long-password' },
    })
    expect(long.status).toBe(200)
    expect(await signInCookie(editor.email, 'a-new-long-password')).toMatch(/^payload-token=/)
  })
})

describe('passwords of spaces only', () => {
  const blank = ' '.repeat(12)
  const passwordBlank = [{ path: 'password', message: 'The password cannot be only spaces.' }]

  it('are refused when an admin creates an account', async () => {
    const admin = await account('blank-creator', ['admin'])
    const session = browserSession(await signInCookie(admin.email, password))
    const res = await rest('/api/users', {
      method: 'POST',
      headers: session,
      body: { email: `blank-${stamp}@example.com`, password: blank, roles: ['editor'] },
    })
    expect(res.status).toBe(400)
    expect(await fieldErrors(res)).toEqual(passwordBlank)
  })

  it('are refused when a staff member changes their own', async () => {
    const editor = await account('blank-changer', ['editor'])
    const session = browserSession(await signInCookie(editor.email, password))
    const res = await rest(`/api/users/${editor.id}`, {
      method: 'PATCH',
      headers: session,
      body: { password: '\t' + blank },
    })
    expect(res.status).toBe(400)
    expect(await fieldErrors(res)).toEqual(passwordBlank)
    expect(await signInCookie(editor.email, password)).toMatch(/^payload-token=/)
  })

  it('are refused on reset', async () => {
    const editor = await account('blank-resetter', ['editor'])
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email: editor.email },
      disableEmail: true,
    })
    const res = await rest('/api/users/reset-password', { method: 'POST', body: { token, password: blank } })
    expect(res.status).toBe(400)
    expect(await fieldErrors(res)).toEqual(passwordBlank)
  })
})

describe('a password that is not text', () => {
  const notText = [{ path: 'password', message: 'The password must be text.' }]

  it('is refused with 400 when an admin creates an account', async () => {
    const admin = await account('numeric-creator', ['admin'])
    const session = browserSession(await signInCookie(admin.email, password))
    for (const value of [123456789012, true, ['twelve-chars-or-more'], { value: 'twelve-chars-or-more' }]) {
      const email = `numeric-${stamp}-${typeof value}@example.com`
      const res = await rest('/api/users', {
        method: 'POST',
        headers: session,
        body: { email, password: value, roles: ['editor'] },
      })
      expect(res.status, JSON.stringify(value)).toBe(400)
      expect(await fieldErrors(res), JSON.stringify(value)).toEqual(notText)
    }
  })

  it('is refused with 400 when a staff member changes their own', async () => {
    const editor = await account('numeric-changer', ['editor'])
    const session = browserSession(await signInCookie(editor.email, password))
    const res = await rest(`/api/users/${editor.id}`, {
      method: 'PATCH',
      headers: session,
      body: { password: 123456789012 },
    })
    expect(res.status).toBe(400)
    expect(await fieldErrors(res)).toEqual(notText)
  })
})

describe('the session cookie', () => {
  it('is not marked Secure on a site served over plain HTTP (the default install)', async () => {
    const editor = await account('cookie', ['editor'])
    const res = await rest('/api/users/login', { method: 'POST', body: { email: editor.email, password } })
    expect(res.headers.get('set-cookie')).toMatch(/^payload-token=/)
    expect(res.headers.get('set-cookie')).not.toMatch(/;\s*Secure/i)
  })
})
