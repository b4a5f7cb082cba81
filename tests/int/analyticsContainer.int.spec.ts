import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { getTestPayload, testContext } from '../fixtures/payload'

let payload: Payload
let editor: User
let admin: User
const stamp = Date.now()

const staff = (role: 'admin' | 'editor') =>
  payload.create({
    collection: 'users',
    data: {
      email: `analytics-${role}-${stamp}@example.com`,
      password: `analytics-${role}-password`,
      roles: [role],
    },
    context: testContext,
  })

const setContainer = (user: User, analyticsContainerId: string | null) =>
  payload.updateGlobal({
    slug: 'site-settings',
    data: { analyticsContainerId },
    overrideAccess: false,
    user,
    context: testContext,
  })

const container = async () =>
  (await payload.findGlobal({ slug: 'site-settings', overrideAccess: false })).analyticsContainerId ?? null

beforeAll(async () => {
  payload = await getTestPayload()
  editor = await staff('editor')
  admin = await staff('admin')
})

// Other specs render pages with the site settings: leave them with no container.
afterAll(async () => {
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { analyticsContainerId: null },
    context: testContext,
  })
})

describe('the site settings’ tag manager container', () => {
  it('is set by admins only, since its tags run as scripts on every page', async () => {
    await setContainer(editor, 'GTM-EDIT0R1')
    expect(await container()).toBeNull()
    await setContainer(admin, 'GTM-AB12CD')
    expect(await container()).toBe('GTM-AB12CD')
    await setContainer(editor, 'GTM-EDIT0R1')
    expect(await container()).toBe('GTM-AB12CD')
    await setContainer(admin, null)
    expect(await container()).toBeNull()
  })
})
