import { APIError, type BaseDatabaseAdapter, type DatabaseAdapterObj } from 'payload'

import { scheduleTimeProblem } from '../../../domain/schedule/time'

/** Payload's own task for scheduled publishing and unpublishing (versions.drafts.schedulePublish). */
export const SCHEDULE_TASK = 'schedulePublish'

type JobData = {
  taskSlug?: unknown
  waitUntil?: unknown
  input?: { timezone?: unknown; doc?: unknown; global?: unknown } | null
}

/**
 * Whether the job would publish or unpublish anything. Payload's drawer, when an editor deletes a scheduled
 * publication, also queues an empty job that names no document (it does nothing when run); that one passes.
 */
const publishesSomething = (data: JobData): boolean => Boolean(data.input?.doc || data.input?.global)

/**
 * A scheduled publication for a time already past, or with no time, is refused with a 400 that says so, before
 * anything is stored. Payload writes a job straight to the database (jobs.queue skips the jobs collection's hooks
 * unless every job pays for them), so the check sits where every queued job passes: the admin's drawer, the
 * Local API's `payload.jobs.queue` and `payload.create({ collection: 'payload-jobs' })` alike. The message
 * names the time in the zone it was picked in (the job's `input.timezone`), else in the site's.
 */
export function refusePastSchedules(db: BaseDatabaseAdapter, siteTimeZone: string): void {
  const create = db.create.bind(db)
  db.create = async (args) => {
    const data = args.data as JobData
    if (args.collection === 'payload-jobs' && data?.taskSlug === SCHEDULE_TASK && publishesSomething(data)) {
      const zone =
        typeof data.input?.timezone === 'string' && data.input.timezone ? data.input.timezone : siteTimeZone
      const problem = scheduleTimeProblem(data.waitUntil, zone)
      if (problem)
        throw new APIError(problem, 400, { errors: [{ path: 'waitUntil', message: problem }] }, true)
    }
    return create(args)
  }
}

/** Wraps a database adapter so no scheduled publication is queued for a time already past (see above). */
export function withPastSchedulesRefused(
  adapter: DatabaseAdapterObj,
  siteTimeZone: string,
): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args)
      refusePastSchedules(db, siteTimeZone)
      return db
    },
  }
}
