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
