import * as z from '../zod'

/**
 * What the site learns from its visitors' page requests, for the editors: how often each redirect is followed
 * and when last, and which addresses visitors asked for that have no page (the 404 log), with how often, when
 * last and the site that linked there. Counted in each server's memory and handed to the database in batches
 * (src/server/visits.ts), so a request never waits on a write.
 */

/** Longest address kept; a longer one is a probe, not a page someone meant. */
export const MAX_VISIT_PATH = 300
/** Distinct missing addresses counted between two batches; more are dropped (a scan of random addresses). */
export const MAX_NOT_FOUND_PER_BATCH = 500
/** Distinct redirects counted between two batches. */
export const MAX_REDIRECTS_PER_BATCH = 2000

export type AnswerSeen = {
  method: string
  /** The request's path and query as sent. */
  url: string
  status: number
  location: string | null
  referer: string | null
}

export type Visit =
  { kind: 'redirect'; from: string } | { kind: 'notFound'; path: string; referrerHost: string | null }

/** Addresses of the site's machinery, not of pages. */
const NOT_PAGES = /^\/(?:api|_next|admin|next)(?:\/|$)/

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

/** The path part of a Location (relative or absolute), or null when it cannot be read. */
function locationPath(location: string): string | null {
  try {
    return new URL(location, 'http://site.invalid').pathname
  } catch {
    return null
  }
}

function hostOf(referer: string | null): string | null {
  if (!referer) return null
  try {
    return new URL(referer).hostname.slice(0, 253) || null
  } catch {
    return null
  }
}

/**
 * What a page answer says: a redirect followed (a 301/308 to another address; Next's own trailing-slash
 * redirect is not one), a missing address (404), or nothing worth counting.
 */
export function visitOf(answer: AnswerSeen): Visit | null {
  if (answer.method !== 'GET' && answer.method !== 'HEAD') return null
  const raw = answer.url.split(/[?#]/)[0] ?? '/'
  let path: string
  try {
    path = decodeURI(raw)
  } catch {
    return null
  }
  if (!path.startsWith('/') || path.length > MAX_VISIT_PATH || NOT_PAGES.test(path)) return null
  const key = withoutTrailingSlash(path)
  if (answer.status === 404) return { kind: 'notFound', path: key, referrerHost: hostOf(answer.referer) }
  if ((answer.status === 301 || answer.status === 308) && answer.location) {
    const to = locationPath(answer.location)
    if (to === null || withoutTrailingSlash(to) === key) return null
    return { kind: 'redirect', from: key }
  }
  return null
}

export const visitBatchSchema = z.object({
  redirects: z
    .array(
      z.object({
        from: z.string().startsWith('/').max(MAX_VISIT_PATH),
        count: z.number().int().min(1),
        last: z.iso.datetime(),
      }),
    )
    .max(MAX_REDIRECTS_PER_BATCH),
  notFound: z
    .array(
      z.object({
        path: z.string().startsWith('/').max(MAX_VISIT_PATH),
        count: z.number().int().min(1),
        last: z.iso.datetime(),
        referrerHost: z.string().max(253).nullable(),
      }),
    )
    .max(MAX_NOT_FOUND_PER_BATCH),
})

export type VisitBatch = z.infer<typeof visitBatchSchema>

/** Counts visits until they are taken as a batch. */
export class VisitTally {
  private redirects = new Map<string, { count: number; last: string }>()
  private notFound = new Map<string, { count: number; last: string; referrerHost: string | null }>()

  add(visit: Visit, at: Date = new Date()): void {
    const last = at.toISOString()
    if (visit.kind === 'redirect') {
      const seen = this.redirects.get(visit.from)
      if (seen) Object.assign(seen, { count: seen.count + 1, last })
      else if (this.redirects.size < MAX_REDIRECTS_PER_BATCH)
        this.redirects.set(visit.from, { count: 1, last })
      return
    }
    const seen = this.notFound.get(visit.path)
    if (seen) {
      seen.count++
      seen.last = last
      seen.referrerHost = visit.referrerHost ?? seen.referrerHost
    } else if (this.notFound.size < MAX_NOT_FOUND_PER_BATCH) {
      this.notFound.set(visit.path, { count: 1, last, referrerHost: visit.referrerHost })
    }
  }

  get empty(): boolean {
    return this.redirects.size === 0 && this.notFound.size === 0
  }

  /** The counts so far, which the tally then forgets. */
  take(): VisitBatch {
    const batch: VisitBatch = {
      redirects: [...this.redirects].map(([from, v]) => ({ from, ...v })),
      notFound: [...this.notFound].map(([path, v]) => ({ path, ...v })),
    }
    this.redirects = new Map()
    this.notFound = new Map()
    return batch
  }
}
