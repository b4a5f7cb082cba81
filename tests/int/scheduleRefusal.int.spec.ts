import { schedulePublishHandler } from '@payloadcms/ui/utilities/schedulePublishHandler'
import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { pastTimeMessage } from '@/domain/schedule/time'
import { env } from '@/config/env'

import { getTestPayload, testContext } from '../fixtures/payload'

let payload: Payload
let pageId: number
const stamp = Date.now()

/** Scheduled-publish jobs for the test's page. */
const jobsFor = async (id: number) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'schedulePublish' } },
      limit: 0,
      depth: 0,
      overrideAccess: true,
    })
  ).docs.filter((job) => String((job.input as { doc?: { value?: unknown } })?.doc?.value) === String(id))

/** What a rejected promise was refused with: its status and message. */
async function refusal(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    const e = error as { status?: number; message?: string; data?: unknown }
    return { status: e.status, message: e.message, data: e.data }
  }
  throw new Error('expected a refusal')
}

beforeAll(async () => {
  payload = await getTestPayload()
  const page = await payload.create({
    collection: 'pages',
    data: { title: 'Schedule refusal', path: `/schedule-refusal-${stamp}`, _status: 'draft' },
    draft: true,
    context: testContext,
  })
  pageId = page.id
})

describe('a publication scheduled for a time already past', () => {
  // The admin sends the page's id as text (Payload's drawer does: String(id)).
  const doc = () => ({ relationTo: 'pages' as const, value: String(pageId) as unknown as number })

  it('is refused by the Local API queue with a 400 naming the time in the site’s zone, and nothing is queued', async () => {
    const at = new Date(Date.now() - 60 * 60 * 1000)
    const answer = await refusal(
      payload.jobs.queue({ task: 'schedulePublish', input: { type: 'publish', doc: doc() }, waitUntil: at }),
    )
    const message = pastTimeMessage(at, env().SITE_TIMEZONE)
    expect(answer).toMatchObject({ status: 400, message, data: { errors: [{ path: 'waitUntil', message }] } })
    expect(await jobsFor(pageId)).toHaveLength(0)
  })

  it('names the time in the zone it was picked in', async () => {
    const at = new Date(Date.now() - 5 * 60 * 1000)
    const answer = await refusal(
      payload.jobs.queue({
        task: 'schedulePublish',
        input: { type: 'publish', doc: doc(), timezone: 'America/Los_Angeles' } as never,
        waitUntil: at,
      }),
    )
    expect(answer.message).toBe(pastTimeMessage(at, 'America/Los_Angeles'))
    expect(answer.message).toMatch(/ PST | PDT /)
  })

  it('is refused when written to the jobs collection directly, and without a time at all', async () => {
    const past = await refusal(
      payload.create({
        collection: 'payload-jobs',
        data: {
          taskSlug: 'schedulePublish',
          input: { type: 'unpublish', doc: doc() },
          waitUntil: new Date(Date.now() - 1000).toISOString(),
        },
        overrideAccess: true,
      }),
    )
    expect(past.status).toBe(400)
    expect(past.message).toMatch(/has already passed\. Choose a time later than now\.$/)
    const none = await refusal(
      payload.jobs.queue({ task: 'schedulePublish', input: { type: 'publish', doc: doc() } }),
    )
    expect(none).toMatchObject({ status: 400, message: 'Choose the date and time it should happen.' })
    expect(await jobsFor(pageId)).toHaveLength(0)
  })

  it('is not queued through the admin’s schedule drawer call either', async () => {
    const { docs } = await payload.find({
      collection: 'users',
      where: { roles: { contains: 'admin' } },
      limit: 1,
    })
    const user = docs[0] ?? (await payload.find({ collection: 'users', limit: 1 })).docs[0]
    const req = await createLocalReq({ user: { ...user, collection: 'users' } as never }, payload)
    const answer = await schedulePublishHandler({
      type: 'publish',
      date: new Date(Date.now() - 60_000),
      doc: doc(),
      req,
      timezone: 'America/New_York',
    } as never)
    expect(answer).toHaveProperty('error')
    expect(await jobsFor(pageId)).toHaveLength(0)
  })

  it('lets through the empty job Payload’s own drawer queues when a schedule is deleted (it names no page)', async () => {
    const job = await payload.jobs.queue({ task: 'schedulePublish', input: { type: 'publish' } })
    expect(job.id).toBeDefined()
    await payload.delete({ collection: 'payload-jobs', id: job.id, overrideAccess: true })
  })

  it('leaves a time to come alone', async () => {
    const job = await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: doc() },
      waitUntil: new Date(Date.now() + 60 * 60 * 1000),
    })
    expect(job.id).toBeDefined()
    expect(await jobsFor(pageId)).toHaveLength(1)
  })
})
