import 'server-only'

import type { Payload } from 'payload'

import type { Page, User } from '@/payload-types'

export type PageRow = Pick<Page, 'id' | 'title' | 'path' | '_status' | 'updatedAt'>
export type ScheduledRow = {
  id: number | string
  pageId: number
  title: string
  type: 'publish' | 'unpublish'
  at: string
}
export type DashboardData = {
  recent: PageRow[]
  drafts: { total: number; pages: PageRow[] }
  scheduled: ScheduledRow[]
  /** Only for staff who may see leads (admins). */
  leads: { lastWeek: number; failed: number } | null
  dealers: number
}

const SHOWN = 6
const WEEK_MS = 7 * 24 * 60 * 60 * 1000
const pageSelect = { title: true, path: true, _status: true, updatedAt: true } as const

/** What the dashboard shows a staff member: recent and waiting pages, what is scheduled, leads and dealers. */
export async function dashboardData(
  payload: Payload,
  user: Pick<User, 'roles'> | null,
): Promise<DashboardData> {
  const pages = (where?: Parameters<Payload['find']>[0]['where']) =>
    payload.find({
      collection: 'pages',
      draft: true,
      where,
      sort: '-updatedAt',
      limit: SHOWN,
      depth: 0,
      select: pageSelect,
      overrideAccess: true,
    })
  const isAdmin = Boolean(user?.roles?.includes('admin'))
  const [recent, drafts, jobs, dealers, leadsLastWeek, leadsFailed] = await Promise.all([
    pages(),
    // The newest version is a draft: a page never published, or published with changes not yet published.
    pages({ _status: { equals: 'draft' } }),
    payload.find({
      collection: 'payload-jobs',
      where: {
        and: [
          { taskSlug: { equals: 'schedulePublish' } },
          { completedAt: { exists: false } },
          { hasError: { not_equals: true } },
        ],
      },
      sort: 'waitUntil',
      limit: SHOWN,
      depth: 0,
      overrideAccess: true,
    }),
    payload.count({ collection: 'dealers', overrideAccess: true }),
    isAdmin
      ? payload.count({
          collection: 'leads',
          // Submissions the spam trap caught are stored too, flagged, and are not leads to count.
          where: {
            createdAt: { greater_than: new Date(Date.now() - WEEK_MS).toISOString() },
            deliveryState: { not_equals: 'spam' },
          },
          overrideAccess: true,
        })
      : null,
    isAdmin
      ? payload.count({
          collection: 'leads',
          where: { deliveryState: { equals: 'failed' } },
          overrideAccess: true,
        })
      : null,
  ])

  const scheduledIds = jobs.docs.flatMap((job) => {
    const doc = (job.input as { doc?: { relationTo?: string; value?: unknown } } | null)?.doc
    return doc?.relationTo === 'pages' && doc.value != null ? [Number(doc.value)] : []
  })
  const titles = new Map<number, string>()
  if (scheduledIds.length > 0) {
    const found = await payload.find({
      collection: 'pages',
      where: { id: { in: scheduledIds } },
      draft: true,
      depth: 0,
      limit: SHOWN,
      select: { title: true },
      overrideAccess: true,
    })
    for (const page of found.docs) titles.set(page.id, page.title)
  }
  const scheduled = jobs.docs.flatMap((job): ScheduledRow[] => {
    const input = job.input as { type?: string; doc?: { value?: unknown } } | null
    const pageId = Number(input?.doc?.value)
    const title = titles.get(pageId)
    if (!title || !job.waitUntil) return []
    const type = input?.type === 'unpublish' ? 'unpublish' : 'publish'
    return [{ id: job.id, pageId, title, type, at: job.waitUntil }]
  })

  return {
    recent: recent.docs,
    drafts: { total: drafts.totalDocs, pages: drafts.docs },
    scheduled,
    leads:
      leadsLastWeek && leadsFailed
        ? { lastWeek: leadsLastWeek.totalDocs, failed: leadsFailed.totalDocs }
        : null,
    dealers: dealers.totalDocs,
  }
}
