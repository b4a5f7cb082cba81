import type { Env } from '../../config/env'
import { LOCALES } from '../../config/locales'
import { clientKey } from '../../domain/net/clientKey'
import { searchPathIn } from '../../i18n/routePaths'
import type { ComparablePath } from './requestPath'
import type { StaffSession } from './staffSession'

/**
 * Which allowance a request to /api/* draws on. Sign-in and password posts and form posts have small
 * allowances of their own, since each costs a password hash, an e-mail or a stored row; signed-in staff
 * have a large one per person, so the admin's bursts of requests never meet a limit; everyone else shares
 * the visitor allowance of their client (an IPv4 address, or an IPv6 /64).
 */
export type BudgetName = 'visitor' | 'auth' | 'forms' | 'staff'

/** `points` requests per window of `durationSeconds`. */
export type Allowance = { points: number; durationSeconds: number }

export type BudgetSettings = Record<BudgetName, Allowance>

/** One request's draw: the allowance and whose share of it (a client, or a staff member). */
export type Charge = { budget: BudgetName; key: string }

type RateSettings = Pick<
  Env,
  | 'RATE_LIMIT_PER_SECOND'
  | 'RATE_LIMIT_BURST'
  | 'RATE_LIMIT_AUTH_PER_MINUTE'
  | 'RATE_LIMIT_FORMS_PER_MINUTE'
  | 'RATE_LIMIT_STAFF_PER_SECOND'
>

const STAFF_WINDOW_SECONDS = 10

export function budgetSettings(config: RateSettings): BudgetSettings {
  const burst = config.RATE_LIMIT_BURST
  return {
    // A burst of `burst` requests, and no more than the configured rate over the window it spans.
    visitor: {
      points: burst,
      durationSeconds: Math.max(1, Math.round(burst / config.RATE_LIMIT_PER_SECOND)),
    },
    auth: { points: config.RATE_LIMIT_AUTH_PER_MINUTE, durationSeconds: 60 },
    forms: { points: config.RATE_LIMIT_FORMS_PER_MINUTE, durationSeconds: 60 },
    staff: {
      points: config.RATE_LIMIT_STAFF_PER_SECOND * STAFF_WINDOW_SECONDS,
      durationSeconds: STAFF_WINDOW_SECONDS,
    },
  }
}

const AUTH_POSTS = new Set(['/api/users/login', '/api/users/forgot-password', '/api/users/reset-password'])
const FORM_POSTS = new Set(['/api/v1/leads', '/api/v1/newsletter'])
/**
 * Where Payload serves the upload collections' files (/api/<collection>/file/<name>): the images every page
 * shows and the PDFs of the resources pages (28 PDFs and 18 images on the dealer resources page alone). A
 * visitor fetching them is no abuse however many there are; a file's cost is its bytes, held in check by the
 * cap on requests in flight, not by a count.
 */
const FILE_PREFIXES = ['/api/media/file/', '/api/documents/file/']

const isFileDownload = (method: string, path: string): boolean =>
  (method === 'GET' || method === 'HEAD') &&
  FILE_PREFIXES.some((prefix) => path.startsWith(prefix) && path.length > prefix.length)

export const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/')

/**
 * Pages that query the database for each visitor's words: the site search in each language (app/_site/searchRoute.tsx,
 * i18n/routePaths.ts `searchPathIn`), which is charged like an API request so one client cannot keep the database
 * busy with searches.
 */
const SEARCH_PAGES = new Set(LOCALES.map(searchPathIn))

export type ChargeRequest = {
  method: string
  path: ComparablePath
  address: string
  staff: StaffSession | null
}

/**
 * The allowance a request draws on, or null for one no allowance limits: outside /api/* (the search page
 * aside), or a file download.
 * A client is its address, or its IPv6 /64 (`clientKey`).
 */
export function chargeFor({ method, path, address, staff }: ChargeRequest): Charge | null {
  if ((!isApiPath(path) && !SEARCH_PAGES.has(path)) || isFileDownload(method, path)) return null
  const client = clientKey(address)
  if (method === 'POST' && AUTH_POSTS.has(path)) return { budget: 'auth', key: client }
  if (method === 'POST' && FORM_POSTS.has(path)) return { budget: 'forms', key: client }
  if (staff) return { budget: 'staff', key: `${staff.collection}:${staff.id}` }
  return { budget: 'visitor', key: client }
}
