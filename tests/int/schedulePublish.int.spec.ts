import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { SCHEDULE_QUEUE } from '@/cms/jobs'

import { getTestPayload, testContext } from '../fixtures/payload'

let payload: Payload
const stamp = Date.now()

/** What the admin's 'Schedule publish' drawer queues (Payload's own task, run by the served app's job runner). */
const schedule = (id: number, type: 'publish' | 'unpublish', at: Date) =>
  payload.jobs.queue({
    task: 'schedulePublish',
    input: { type, doc: { relationTo: 'pages', value: id } },
    waitUntil: at,
  })

const runDue = () => payload.jobs.run({ queue: SCHEDULE_QUEUE, limit: 50, silent: true })

/** A time just ahead (a time already past is refused when queued), and the wait until it has come. */
const soon = () => new Date(Date.now() + 300)
const untilDue = () => new Promise((resolve) => setTimeout(resolve, 400))

const statusOf = async (id: number) =>
  (await payload.findByID({ collection: 'pages', id, depth: 0, draft: false, context: testContext }))._status

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('scheduled publishing of a page', () => {
  it('publishes a draft once its time has come, and not before', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Scheduled launch', path: `/scheduled-${stamp}/launch`, _status: 'draft' },
      draft: true,
      context: testContext,
    })
    await schedule(page.id, 'publish', new Date(Date.now() + 60 * 60 * 1000))
    await runDue()
    expect(await statusOf(page.id)).toBe('draft')

    await schedule(page.id, 'publish', soon())
    await untilDue()
    await runDue()
    expect(await statusOf(page.id)).toBe('published')
  })

  it('unpublishes a published page at its time', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Scheduled end', path: `/scheduled-${stamp}/end`, _status: 'published' },
      context: testContext,
    })
    await schedule(page.id, 'unpublish', soon())
    await untilDue()
    await runDue()
    expect(await statusOf(page.id)).toBe('draft')
  })
})

describe('scheduled publishing of one language', () => {
  const read = async (id: number, locale: 'en' | 'es', draft: boolean) =>
    payload.findByID({
      collection: 'pages',
      id,
      locale,
      fallbackLocale: false,
      depth: 0,
      draft,
      context: testContext,
    })

  it('publishes that language’s draft at its time and leaves the other languages as they were published', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Spring', path: `/scheduled-${stamp}/spring`, _status: 'published' },
      context: testContext,
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'es',
      data: { title: 'Primavera', path: `/scheduled-${stamp}/primavera`, _status: 'published' },
      context: testContext,
    })
    // New drafts in both languages; only the Spanish one is scheduled.
    for (const [locale, title] of [
      ['en', 'Spring sale'],
      ['es', 'Oferta de primavera'],
    ] as const) {
      await payload.update({
        collection: 'pages',
        id: page.id,
        locale,
        draft: true,
        data: { title, _status: 'draft' },
        context: testContext,
      })
    }
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', locale: 'es', doc: { relationTo: 'pages', value: page.id } },
      waitUntil: soon(),
    })
    await untilDue()
    await runDue()

    expect((await read(page.id, 'es', false)).title).toBe('Oferta de primavera')
    expect((await read(page.id, 'en', false)).title).toBe('Spring')
    // The English draft is still there to publish.
    expect((await read(page.id, 'en', true)).title).toBe('Spring sale')
  })
})
