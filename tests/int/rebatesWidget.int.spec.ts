import { type Payload, ValidationError } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { getTestPayload, testContext } from '../fixtures/payload'

let payload: Payload
let editor: User
let admin: User
const stamp = Date.now()
const WIDGET = 'https://widgets.rebates.example/widget.js'

const staff = (role: 'admin' | 'editor') =>
  payload.create({
    collection: 'users',
    data: {
      email: `widget-${role}-${stamp}@example.com`,
      password: `widget-${role}-password`,
      roles: [role],
    },
    context: testContext,
  })

const setWidget = (user: User, scriptUrl: string | null) =>
  payload.updateGlobal({
    slug: 'site-settings',
    data: { rebateWidget: { scriptUrl } },
    overrideAccess: false,
    user,
    context: testContext,
  })

const widgetUrl = async () =>
  (await payload.findGlobal({ slug: 'site-settings', overrideAccess: false })).rebateWidget?.scriptUrl ?? null

beforeAll(async () => {
  payload = await getTestPayload()
  editor = await staff('editor')
  admin = await staff('admin')
})

// Other specs read the site settings: leave them as found, with no widget.
afterAll(async () => {
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { rebateWidget: { scriptUrl: null } },
    context: testContext,
  })
})

describe('the site settings’ rebate widget', () => {
  it('is empty unless set, so nothing loads by default', async () => {
    expect(await widgetUrl()).toBeNull()
  })

  it('is set by admins only, since its script runs on every rebate page', async () => {
    await setWidget(editor, WIDGET)
    expect(await widgetUrl()).toBeNull()
    await setWidget(admin, WIDGET)
    expect(await widgetUrl()).toBe(WIDGET)
    await setWidget(admin, null)
    expect(await widgetUrl()).toBeNull()
  })

  it('takes only an https address', async () => {
    const save = setWidget(admin, 'http://widgets.rebates.example/widget.js')
    await expect(save).rejects.toThrow(ValidationError)
    await expect(save).rejects.toMatchObject({
      data: { errors: [{ path: 'rebateWidget.scriptUrl', message: expect.stringMatching(/https:\/\//) }] },
    })
  })
})
