import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { seedContent } from '@/cms/seed/content'
import { seedAdmin } from '@/cms/seed/users'
import { env } from '@/config/env'

import { getTestPayload, testContext } from '../fixtures/payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('the first admin account', () => {
  it('gets a generated password, shown once, that signs in', async () => {
    const message = await seedAdmin(payload)
    const password = /Password \(shown once\): (\S+)/.exec(message ?? '')?.[1]
    expect(password).toMatch(/^[\w-]{20,}$/)
    const login = await payload.login({
      collection: 'users',
      data: { email: env().ADMIN_EMAIL, password: password! },
    })
    expect(login.user?.roles).toEqual(['admin'])
    expect(await seedAdmin(payload)).toBeNull()
  })
})

describe('the demo content', () => {
  it('is written once: a second run changes nothing', async () => {
    // Other specs share this database: start from a site with no pages, as a fresh install has.
    await payload.delete({ collection: 'pages', where: { id: { exists: true } }, context: testContext })
    const first = await seedContent(payload)
    const pagesAfterFirst = await payload.count({ collection: 'pages' })
    const second = await seedContent(payload)
    expect(first).toMatch(/demo pages/)
    expect(second).toMatch(/nothing seeded/)
    expect((await payload.count({ collection: 'pages' })).totalDocs).toBe(pagesAfterFirst.totalDocs)
    const home = await payload.find({
      collection: 'pages',
      where: { path: { equals: '/' } },
      overrideAccess: false,
    })
    expect(home.docs[0]?.layout?.length).toBeGreaterThan(3)
    const header = await payload.findGlobal({ slug: 'header', overrideAccess: false })
    expect(header.navItems?.length).toBeGreaterThan(0)
    // It writes the whole demo site (well over a hundred pages and posts), which takes about a minute on
    // PostgreSQL on two busy cores: more than the default limit for one test.
  }, 240_000)
})
