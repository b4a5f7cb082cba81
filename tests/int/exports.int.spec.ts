import { existsSync } from 'node:fs'
import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'

import { parse } from 'csv-parse/sync'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import {
  columnName,
  inTransaction,
  insertChunked,
  selectRows,
  sqlAdapter,
  tableColumns,
} from '@/cms/db/sqlAdapter'
import { seedDealers } from '@/cms/seed/dealers'
import { env } from '@/config/env'
import { clearAllDealers } from '../fixtures/dealers/clearDealers'
import { getTestPayload, testContext } from '../fixtures/payload'
import { browserSession, rest, signInCookie } from '../fixtures/rest'

/**
 * The admin's CSV exports (the import-export plugin's /api/exports endpoints): admins only, leads and
 * newsletter sign-ups only, refused at once, every cell safe to open in a spreadsheet, and a large export
 * sent page by page while the server goes on answering.
 */

let payload: Payload
const cookies: Record<'editor' | 'admin', string> = { editor: '', admin: '' }
const stamp = Date.now()

const FORMULAS = {
  firstName: "=cmd|' /C calc'!A0",
  lastName: '+1+1',
  comments: '=HYPERLINK("https://evil.example","Click")',
  city: '@SUM(A1)',
  phone: '-2125550100',
}

const download = (session: string | null, data: Record<string, unknown>) =>
  rest('/api/exports/download', {
    method: 'POST',
    body: { data: { format: 'csv', ...data } },
    headers: session ? browserSession(session) : {},
  })

const preview = (session: string | null, data: Record<string, unknown>) =>
  rest('/api/exports/export-preview', {
    method: 'POST',
    body: { format: 'csv', ...data },
    headers: session ? browserSession(session) : {},
  })

/** The CSV's rows, the header first (a BOM, as spreadsheets want for UTF-8, is taken off). */
const csvRows = (text: string): string[][] => parse(text, { bom: true })

/** Each row of the CSV as an object keyed by the header. */
function records(text: string): Record<string, string>[] {
  const [header = [], ...rows] = csvRows(text)
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])))
}

const errorLogs = () => vi.spyOn(payload.logger, 'error')
const unhandled: unknown[] = []
const onUnhandled = (reason: unknown) => unhandled.push(reason)

beforeAll(async () => {
  payload = await getTestPayload()
  for (const role of ['editor', 'admin'] as const) {
    const email = `exports-${role}-${stamp}@example.com`
    await payload.create({
      collection: 'users',
      data: { email, password: `exports-${role}-password`, roles: [role] },
      context: testContext,
    })
    cookies[role] = await signInCookie(email, `exports-${role}-password`)
  }
  await payload.create({
    collection: 'leads',
    data: {
      kind: 'CUSTOMER_SERVICE',
      language: 'en',
      deliveryState: 'sent',
      ...FORMULAS,
      email: `formula-${stamp}@example.com`,
      idempotencyKey: `exports-formula-${stamp}`,
      requestHash: 'exports',
    },
    context: testContext,
  })
  await payload.create({
    collection: 'newsletter-signups',
    data: {
      email: `=1+1-${stamp}@example.com`,
      sourceTag: '@footer',
      idempotencyKey: `exports-signup-${stamp}`,
      requestHash: 'exports',
    },
    context: testContext,
  })
  process.on('unhandledRejection', onUnhandled)
})

afterAll(() => {
  process.off('unhandledRejection', onUnhandled)
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('who may export what', () => {
  it('refuses a visitor at once, with 403 and a message', async () => {
    const res = await download(null, { collectionSlug: 'leads' })
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ error: 'Sign in as an admin to export.' })
  })

  it.each(['leads', 'newsletter-signups', 'dealer-reviews', 'dealers', 'users'])(
    'refuses an editor at once for %s, logging no error',
    async (collectionSlug) => {
      const logged = errorLogs()
      const res = await download(cookies.editor, { collectionSlug })
      expect(res.status).toBe(403)
      expect(res.headers.get('content-type')).toContain('application/json')
      const body = (await res.json()) as { error: string; errors: { message: string }[] }
      expect(body.error).toBe('Sign in as an admin to export.')
      // The admin's export drawer shows the first of `errors` as its message.
      expect(body.errors).toEqual([{ message: 'Sign in as an admin to export.' }])
      expect(logged).not.toHaveBeenCalled()
      expect(unhandled).toEqual([])
    },
  )

  it.each(['users', 'dealers', 'dealer-reviews', 'pages', 'exports', 'no-such-collection'])(
    'refuses an admin at once a collection the site does not export: %s',
    async (collectionSlug) => {
      const res = await download(cookies.admin, { collectionSlug })
      expect(res.status).toBe(403)
      expect(await res.json()).toMatchObject({
        error: 'Only leads and newsletter sign-ups can be exported.',
      })
    },
  )

  it('refuses the preview the same way', async () => {
    expect((await preview(null, { collectionSlug: 'leads' })).status).toBe(403)
    expect((await preview(cookies.editor, { collectionSlug: 'dealers' })).status).toBe(403)
    expect((await preview(cookies.admin, { collectionSlug: 'users' })).status).toBe(403)
  })

  it('refuses an export document of another collection, and queues nothing', async () => {
    const jobsBefore = await payload.count({ collection: 'payload-jobs' })
    const exportsBefore = await payload.count({ collection: 'exports' })
    const res = await rest('/api/exports', {
      method: 'POST',
      body: { collectionSlug: 'users', format: 'csv', name: 'all-users' },
      headers: browserSession(cookies.admin),
    })
    expect(res.status).toBe(403)
    expect(await payload.count({ collection: 'payload-jobs' })).toEqual(jobsBefore)
    expect(await payload.count({ collection: 'exports' })).toEqual(exportsBefore)
  })

  it('reads an empty sort, name and field list as none, as the export drawer sends them', async () => {
    const res = await download(cookies.admin, {
      collectionSlug: 'leads',
      sort: '',
      name: '',
      fields: [],
      limit: null,
      where: { email: { equals: `formula-${stamp}@example.com` } },
    })
    expect(res.status).toBe(200)
    expect(records(await res.text())).toHaveLength(1)
  })

  it('answers 400 with the field for an export request it cannot read', async () => {
    const res = await download(cookies.admin, { collectionSlug: 'leads', limit: -5, sort: 'last name' })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      error: 'The export request is not valid.',
      fields: {
        limit: 'Enter 0 or more.',
        sort: 'Sort by one field, with - before it for the reverse order.',
      },
    })
    const unknownField = await download(cookies.admin, { collectionSlug: 'leads', fields: ['password'] })
    expect(unknownField.status).toBe(400)
    expect(await unknownField.json()).toMatchObject({
      fields: { fields: 'No field “password” in this collection.' },
    })
    // A filter on a field the collection does not have is refused before the file starts.
    const badFilter = await download(cookies.admin, {
      collectionSlug: 'leads',
      where: { password: { equals: 'x' } },
    })
    expect(badFilter.status).toBe(400)
  })
})

describe('an admin’s export', () => {
  it('writes leads with every text that starts like a formula guarded', async () => {
    const res = await download(cookies.admin, { collectionSlug: 'leads', name: 'leads' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="leads-leads.csv"')
    const lead = records(await res.text()).find((r) => r.email === `formula-${stamp}@example.com`)
    expect(lead).toMatchObject({
      firstName: "'=cmd|' /C calc'!A0",
      lastName: "'+1+1",
      comments: '\'=HYPERLINK("https://evil.example","Click")',
      city: "'@SUM(A1)",
      phone: "'-2125550100",
      kind: 'CUSTOMER_SERVICE',
    })
  })

  it('writes newsletter sign-ups guarded too', async () => {
    const res = await download(cookies.admin, { collectionSlug: 'newsletter-signups' })
    expect(res.status).toBe(200)
    const signup = records(await res.text()).find((r) => r.email?.endsWith(`${stamp}@example.com`))
    expect(signup).toMatchObject({ email: `'=1+1-${stamp}@example.com`, sourceTag: "'@footer" })
  })

  it('shows the same guarded cells in the preview', async () => {
    const res = await preview(cookies.admin, {
      collectionSlug: 'leads',
      where: { email: { equals: `formula-${stamp}@example.com` } },
    })
    expect(res.status).toBe(200)
    const body = (await res.json()) as { docs: Record<string, unknown>[]; totalDocs: number }
    expect(body.totalDocs).toBe(1)
    expect(body.docs[0]).toMatchObject({ firstName: "'=cmd|' /C calc'!A0", lastName: "'+1+1" })
  })

  it('guards the cells of an export document an admin saves too', async () => {
    const res = await rest('/api/exports', {
      method: 'POST',
      body: {
        collectionSlug: 'leads',
        format: 'csv',
        name: `saved-${stamp}`,
        where: { email: { equals: `formula-${stamp}@example.com` } },
      },
      headers: browserSession(cookies.admin),
    })
    expect(res.status).toBe(201)
    const { doc } = (await res.json()) as { doc: { id: number; url: string; filename: string } }
    try {
      // Kept with the site's data, never in the application's folder.
      expect(existsSync(path.resolve(env().DATA_DIR, 'exports', doc.filename))).toBe(true)
      expect(existsSync(path.resolve('exports', doc.filename))).toBe(false)
      const file = await rest(doc.url, { headers: browserSession(cookies.admin) })
      expect(file.status).toBe(200)
      expect(records(await file.text())[0]).toMatchObject({
        firstName: "'=cmd|' /C calc'!A0",
        lastName: "'+1+1",
        comments: '\'=HYPERLINK("https://evil.example","Click")',
      })
    } finally {
      await payload.delete({ collection: 'exports', id: doc.id, context: testContext })
    }
  })

  it('keeps to the columns, filter, sort and limit asked for', async () => {
    const res = await download(cookies.admin, {
      collectionSlug: 'leads',
      fields: ['lastName', 'email'],
      where: { email: { equals: `formula-${stamp}@example.com` } },
      sort: '-createdAt',
      limit: 5,
    })
    expect(res.status).toBe(200)
    expect(csvRows(await res.text())).toEqual([
      ['lastName', 'email'],
      ["'+1+1", `formula-${stamp}@example.com`],
    ])
  })
})

describe('a large export', () => {
  const MANY = 10_000

  beforeAll(async () => {
    const adapter = sqlAdapter(payload)
    const columns = tableColumns(adapter, 'leads')
    const now = new Date().toISOString()
    await clearAllDealers(payload)
    await seedDealers(payload, { count: 1500, withReviews: false })
    const dealers = (
      await payload.find({ collection: 'dealers', pagination: false, depth: 0, select: { data: true } })
    ).docs
    const rows = Array.from({ length: MANY }, (_, i) => ({
      kind: 'CONTACT_DEALER',
      dealer: dealers[i % dealers.length]!.id,
      companyId: dealers[i % dealers.length]!.data.companyID,
      firstName: `Bulk${i}`,
      lastName: 'Export',
      email: `bulk-${i}-${stamp}@example.com`,
      comments: 'A request long enough to make each row a realistic size for the spreadsheet.',
      idempotencyKey: `exports-bulk-${stamp}-${i}`,
      requestHash: 'exports',
      deliveryState: 'sent',
      deliveryAttempts: 1,
      createdAt: now,
      updatedAt: now,
    }))
    const unknown = Object.keys(rows[0] ?? {}).filter((key) => !columns.has(key))
    if (unknown.length > 0) throw new Error(`Not columns of leads: ${unknown.join(', ')}`)
    await inTransaction(adapter, (db) => insertChunked(adapter, db, 'leads', rows))
  }, 120_000)

  afterAll(async () => {
    const adapter = sqlAdapter(payload)
    const key = columnName(adapter, 'leads', 'idempotencyKey')
    await selectRows(adapter, `DELETE FROM "leads" WHERE "${key}" LIKE 'exports-bulk-${stamp}-%'`)
    await clearAllDealers(payload)
  })

  it('sends every lead page by page while the server goes on answering', async () => {
    const total = (await payload.count({ collection: 'leads' })).totalDocs
    expect(total).toBeGreaterThan(MANY)
    const delay = monitorEventLoopDelay({ resolution: 10 })
    delay.enable()
    const answered: number[] = []
    let text = ''
    try {
      const res = await download(cookies.admin, { collectionSlug: 'leads' })
      expect(res.status).toBe(200)
      let done = false
      const file = res.text().finally(() => (done = true))
      // The site's home page, read as the admin's live preview reads it, again and again while the file streams.
      while (!done) {
        const asked = performance.now()
        const home = await rest('/api/pages?where[path][equals]=/&depth=1', {
          headers: browserSession(cookies.editor),
        })
        expect(home.status).toBe(200)
        answered.push(performance.now() - asked)
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      text = await file
    } finally {
      delay.disable()
    }
    const rows = records(text)
    expect(rows).toHaveLength(total)
    // A lead's dealer is its id: the export reads the leads alone, not each lead's dealer record.
    const bulk = rows.find((r) => r.email === `bulk-0-${stamp}@example.com`)
    expect(bulk).toMatchObject({
      dealer: expect.stringMatching(/^\d+$/),
      companyId: expect.stringMatching(/^\d+$/),
    })
    expect(Object.keys(bulk ?? {}).filter((column) => column.startsWith('dealer_'))).toEqual([])
    // Other requests were answered all along, each promptly; the process never went a second without serving
    // its event loop (one page's read at most, never the whole export).
    expect(answered.length).toBeGreaterThan(3)
    expect(Math.max(...answered)).toBeLessThan(2000)
    expect(delay.max / 1e6).toBeLessThan(1000)
  })
})
