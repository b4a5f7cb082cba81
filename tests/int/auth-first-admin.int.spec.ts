import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { ensureFirstAdmin } from '@/cms/seed/users'
import { env } from '@/config/env'

import { getTestPayload } from '../fixtures/payload'
import { rest } from '../fixtures/rest'

// Lets a test answer as a production server would; the database schema was pushed at start-up as in any test.
const mode = vi.hoisted(() => ({ production: false }))
vi.mock('@/config/env', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/config/env')>()
  return {
    ...real,
    env: () => (mode.production ? { ...real.env(), NODE_ENV: 'production' as const } : real.env()),
  }
})

let payload: Payload
const registration = { email: 'first-visitor@example.com', password: 'a-long-enough-password' }

const userCount = async () => (await payload.count({ collection: 'users' })).totalDocs
const firstRegister = () => rest('/api/users/first-register', { method: 'POST', body: registration })

beforeAll(async () => {
  payload = await getTestPayload()
})

// Each test starts from an empty user table, as a fresh install has.
beforeEach(async () => {
  mode.production = false
  await payload.delete({ collection: 'users', where: { id: { exists: true } } })
})

// Other specs create their own accounts; none expects these.
afterAll(async () => {
  mode.production = false
  await payload.delete({ collection: 'users', where: { id: { exists: true } } })
})

describe('first-register', () => {
  it('is refused in production, even on an empty user table', async () => {
    mode.production = true
    const res = await firstRegister()
    expect(res.status).toBe(403)
    expect(await userCount()).toBe(0)
  })

  it('elsewhere makes the first account an admin, and is refused once any account exists', async () => {
    expect((await firstRegister()).status).toBe(200)
    const { docs } = await payload.find({ collection: 'users' })
    expect(docs.map((u) => [u.email, u.roles])).toEqual([[registration.email, ['admin']]])
    const again = await rest('/api/users/first-register', {
      method: 'POST',
      body: { email: 'second-visitor@example.com', password: 'another-long-password' },
    })
    expect(again.status).toBe(403)
    expect(await userCount()).toBe(1)
  })

  it('never lets a visitor create an account through the collection itself', async () => {
    const res = await rest('/api/users', { method: 'POST', body: { ...registration, roles: ['admin'] } })
    expect(res.status).toBe(403)
    expect(await userCount()).toBe(0)
  })
})

describe('ensureFirstAdmin', () => {
  it('creates the admin on an empty user table with a password shown once, then does nothing', async () => {
    const message = await ensureFirstAdmin(payload)
    const password = /Password \(shown once\): (\S+)/.exec(message ?? '')?.[1]
    expect(password).toMatch(/^[\w-]{20,}$/)
    const login = await payload.login({
      collection: 'users',
      data: { email: env().ADMIN_EMAIL, password: password! },
    })
    expect(login.user?.roles).toEqual(['admin'])
    expect(await ensureFirstAdmin(payload)).toBeNull()
    expect(await userCount()).toBe(1)
  })

  it('leaves a site that has any account alone', async () => {
    await payload.create({
      collection: 'users',
      data: { email: 'existing-editor@example.com', password: 'existing-editor-password', roles: ['editor'] },
    })
    expect(await ensureFirstAdmin(payload)).toBeNull()
    expect((await payload.find({ collection: 'users' })).docs.map((u) => u.email)).toEqual([
      'existing-editor@example.com',
    ])
  })

  it('creates one admin when two instances start at once', async () => {
    const messages = await Promise.all([ensureFirstAdmin(payload), ensureFirstAdmin(payload)])
    expect(messages.filter(Boolean)).toHaveLength(1)
    expect(await userCount()).toBe(1)
  })
})
