import { Forbidden, type Payload, ValidationError } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { getTestPayload, testContext } from '../fixtures/payload'

let payload: Payload
let editor: User

beforeAll(async () => {
  payload = await getTestPayload()
  editor = await payload.create({
    collection: 'users',
    data: { email: `editor-${Date.now()}@example.com`, password: 'editor-password-1', roles: ['editor'] },
    context: testContext,
  })
})

describe('pages', () => {
  it('normalises the path and hides drafts from visitors', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Draft only', path: `Drafts/Only-Here-${Date.now()}/`, _status: 'draft' },
      draft: true,
      context: testContext,
    })
    expect(page.path).toMatch(/^\/drafts\/only-here-\d+$/)

    const asVisitor = await payload.find({ collection: 'pages', where: { path: { equals: page.path } }, overrideAccess: false })
    expect(asVisitor.docs).toHaveLength(0)

    const asEditor = await payload.find({
      collection: 'pages',
      where: { path: { equals: page.path } },
      overrideAccess: false,
      user: editor,
      draft: true,
    })
    expect(asEditor.docs.map((d) => d.id)).toEqual([page.id])
  })

  it('shows a published page to visitors at its nested path', async () => {
    const path = `/resources/troubleshooting/heat-pumps-${Date.now()}`
    await payload.create({
      collection: 'pages',
      data: { title: 'Heat pumps', path, _status: 'published' },
      context: testContext,
    })
    const found = await payload.find({ collection: 'pages', where: { path: { equals: path } }, overrideAccess: false })
    expect(found.docs[0]?.title).toBe('Heat pumps')
  })

  it('refuses reserved and malformed paths', async () => {
    const cases: [string, string][] = [
      ['/admin/x', 'This address is used by the site itself.'],
      ['/api/v1/leads', 'This address is used by the site itself.'],
      ['/has space', 'Use lower-case letters, digits and dashes between slashes.'],
    ]
    for (const [path, message] of cases) {
      const create = payload.create({
        collection: 'pages',
        data: { title: 'x', path, _status: 'published' },
        context: testContext,
      })
      await expect(create).rejects.toThrow(ValidationError)
      await expect(create).rejects.toMatchObject({ data: { errors: [{ path: 'path', message }] } })
    }
  })

  it('lets visitors neither create nor change pages', async () => {
    await expect(
      payload.create({ collection: 'pages', data: { title: 'x', path: '/spam' }, overrideAccess: false }),
    ).rejects.toThrow(Forbidden)
  })
})

describe('users', () => {
  it('are not readable by visitors', async () => {
    await expect(payload.find({ collection: 'users', overrideAccess: false })).rejects.toThrow(Forbidden)
  })

  it('cannot be created by an editor, and an editor cannot make themself admin', async () => {
    await expect(
      payload.create({
        collection: 'users',
        data: { email: 'x@example.com', password: 'password-123', roles: ['admin'] },
        overrideAccess: false,
        user: editor,
      }),
    ).rejects.toThrow(Forbidden)
    const updated = await payload.update({
      collection: 'users',
      id: editor.id,
      data: { roles: ['admin'] },
      overrideAccess: false,
      user: editor,
    })
    expect(updated.roles).toEqual(['editor'])
  })
})

describe('site settings', () => {
  it('are public to read and closed to visitors for writing', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: false })
    expect(settings.brandCode).toBeTruthy()
    await expect(
      payload.updateGlobal({ slug: 'site-settings', data: { brandName: 'Hacked' }, overrideAccess: false }),
    ).rejects.toThrow(Forbidden)
  })
})
