import type { Payload } from 'payload'
import { ValidationError } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { IMPORT_STALE_MS } from '@/cms/collections/DealerImports'
import { readSheetDealers } from '@/cms/collections/Dealers/endpoints/sheetReads'
import { selectRows, sqlAdapter } from '@/cms/db/sqlAdapter'
import { seedDealers } from '@/cms/seed/dealers'
import { clearAllDealers } from '../fixtures/dealers/clearDealers'
import {
  importCounts,
  importDealerCsv,
  postDealerCsv,
  waitForImport,
} from '../fixtures/dealers/dealerImport'
import { getTestPayload, testContext } from '../fixtures/payload'
import { browserSession, rest, signInCookie } from '../fixtures/rest'

/** Company ids of this file only; the shared database holds other files' dealers too. */
const A = 975001
const B = 975002
const C = 975003

let payload: Payload
let cookie: string

const csv = (...lines: string[]) => `${lines.join('\r\n')}\r\n`
const importFile = (text: string, session: string | null = cookie) => postDealerCsv(text, session)
/** A good file's import, run to its end: its counts. */
const imported = async (text: string) => importCounts(await importDealerCsv(text, cookie))
const done = (created: number, updated: number, unchanged: number) => ({
  status: 'done',
  created,
  updated,
  unchanged,
})

async function dealer(companyID: number) {
  const found = await payload.find({
    collection: 'dealers',
    where: { 'data.companyID': { equals: companyID } },
    depth: 0,
    limit: 1,
  })
  return found.docs[0]
}

beforeAll(async () => {
  payload = await getTestPayload()
  // Editors run the dealer network too (the collection is for all staff).
  const email = `csv-editor-${Date.now()}@example.com`
  await payload.create({
    collection: 'users',
    data: { email, password: 'csv-editor-password', roles: ['editor'] },
    context: testContext,
  })
  cookie = await signInCookie(email, 'csv-editor-password')
})

describe('dealer spreadsheet', () => {
  it('is for signed-in staff only, both ways', async () => {
    expect((await rest('/api/dealers/export-csv')).status).toBe(403)
    const res = await importFile(
      csv('companyID,name,zipcode,country,lat,lon', `${C},X,10001,US,40,-73`),
      null,
    )
    expect(res.status).toBe(403)
    expect(await dealer(C)).toBeUndefined()
  })

  it('adds the dealers of a good file, deriving title and slug as the admin does', async () => {
    const result = await imported(
      csv(
        'companyID,name,addressLine1,city,state,zipcode,country,phone1,email,lat,lon,serviceArea,preferred',
        `${A},Spreadsheet Heating,12 Main Street,New York,NY,10001,US,212-555-0100,a@csv.example,40.75,-73.99,100 10002,yes`,
        `${B},Tableau Air,1 Rue Wellington,Ottawa,ON,k1a0b1,CA,613 555 0101,b@csv.example,45.42,-75.69,,no`,
      ),
    )
    expect(result).toEqual(done(2, 0, 0))
    expect(await dealer(A)).toMatchObject({
      title: 'Spreadsheet Heating',
      slug: `spreadsheet-heating-${A}`,
      serviceArea: ['100', '10002'],
      data: { city: 'New York', zipcode: '10001', phone1: '212-555-0100', preferred: true },
      location: { lat: 40.75, lon: -73.99 },
    })
    expect((await dealer(B))?.data).toMatchObject({ zipcode: 'K1A 0B1', country: 'CA' })
  })

  it('updates only the columns a file carries and skips rows that change nothing', async () => {
    const result = await imported(
      csv(
        'companyID,name,zipcode,country,phone1,lat,lon',
        `${A},Spreadsheet Heating & Cooling,10001,US,(212) 555-0199,40.75,-73.99`,
        `${B},Tableau Air,K1A 0B1,CA,613 555 0101,45.42,-75.69`,
      ),
    )
    expect(result).toEqual(done(0, 1, 1))
    expect(await dealer(A)).toMatchObject({
      title: 'Spreadsheet Heating & Cooling',
      serviceArea: ['100', '10002'],
      data: { phone1: '(212) 555-0199', email: 'a@csv.example', city: 'New York', preferred: true },
    })
  })

  it('writes nothing from a file with bad lines, and names each of them', async () => {
    const res = await importFile(
      csv(
        'companyID,name,zipcode,country,phone1,lat,lon',
        `${A},Renamed By A Bad File,10001,US,212-555-0100,40.75,-73.99`,
        `${C},New But Broken,1000,US,212-555-0100,40.75,-73.99`,
        `${B},Tableau Air,K1A 0B1,CA,555-0101,45.42,-275.69`,
      ),
    )
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      error: 'The file has 3 problems; nothing was imported.',
      fields: {
        '3.zipcode': 'Enter a 5-digit zip code (or ZIP+4).',
        '4.phone1': 'Enter a 10-digit phone number.',
        '4.lon': 'Enter a longitude from -180 to 180.',
      },
      problems: [
        { line: 3, column: 'zipcode', message: 'Enter a 5-digit zip code (or ZIP+4).' },
        { line: 4, column: 'phone1', message: 'Enter a 10-digit phone number.' },
        { line: 4, column: 'lon', message: 'Enter a longitude from -180 to 180.' },
      ],
    })
    expect((await dealer(A))?.title).toBe('Spreadsheet Heating & Cooling')
    expect(await dealer(C)).toBeUndefined()
  })

  it('exports every dealer by company id; the exported lines import back unchanged', async () => {
    const res = await rest('/api/dealers/export-csv', { headers: browserSession(cookie) })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="dealers-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const [header, ...lines] = (await res.text()).trimEnd().split('\r\n')
    expect(header).toMatch(/^companyID,name,dealerType,/)
    const ours = lines.filter((line) => line.startsWith(`${A},`) || line.startsWith(`${B},`))
    expect(ours[0]).toContain(
      `${A},Spreadsheet Heating & Cooling,NON-CC,12 Main Street,,New York,NY,10001,US,`,
    )
    expect(ours[1]).toContain(`${B},Tableau Air,NON-CC,1 Rue Wellington,,Ottawa,ON,K1A 0B1,CA,`)

    expect(await imported(csv(header!, ...ours))).toEqual(done(0, 0, 2))
  })

  it('refuses a body over the size limit before reading it', async () => {
    const res = await rest('/api/dealers/import-csv', {
      method: 'POST',
      text: 'companyID\n1\n',
      headers: {
        'Content-Type': 'text/csv',
        'Content-Length': String(161 * 1024 * 1024),
        ...browserSession(cookie),
      },
    })
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ error: 'The file is larger than 160 MB.' })
  })

  it('lists the first thousand problems of a file full of them, and counts the rest', async () => {
    const bad = Array.from({ length: 1200 }, (_, i) => `${980000 + i},No Zip,1000,US,40.75,-73.99`)
    const res = await importFile(csv('companyID,name,zipcode,country,lat,lon', ...bad))
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: string; problems: unknown[] }
    expect(body.error).toBe('The file has 1,200 problems; nothing was imported. The first 1,000 are listed.')
    expect(body.problems).toHaveLength(1000)
    expect(body.problems[0]).toEqual({
      line: 2,
      column: 'zipcode',
      message: 'Enter a 5-digit zip code (or ZIP+4).',
    })
    expect(await dealer(980000)).toBeUndefined()
  })
})

describe('an import worked through in the background', () => {
  const D = 975004
  const E = 975005
  const file = csv(
    'companyID,name,zipcode,country,phone1,lat,lon',
    `${D},Background Heating,10001,US,212-555-0104,40.75,-73.99`,
    `${E},Background Cooling,10001,US,212-555-0105,40.75,-73.99`,
  )
  /** An import record as another instance would have left it, 'running' and last moved `agoMs` ago. */
  async function runningElsewhere(agoMs: number) {
    const doc = await payload.create({
      collection: 'dealer-imports',
      data: { fileName: 'elsewhere.csv', status: 'running', lines: 10, checked: 4 },
      overrideAccess: true,
    })
    const at = new Date(Date.now() - agoMs).toISOString()
    await selectRows(sqlAdapter(payload), `UPDATE "dealer_imports" SET "updated_at" = '${at}' WHERE "id" = ${doc.id}`)
    return doc.id
  }
  const closeImport = (id: number) =>
    payload.update({ collection: 'dealer-imports', id, data: { status: 'done' }, overrideAccess: true })

  it('answers 202 with its record, which staff follow to the end and visitors cannot read', async () => {
    const res = await postDealerCsv(file, cookie, 'network (autumn).csv')
    expect(res.status).toBe(202)
    const answer = (await res.json()) as { id: number; status: string; lines: number }
    expect(answer).toMatchObject({ status: 'running', lines: 2 })
    expect((await rest(`/api/dealer-imports/${answer.id}`)).status).toBe(403)
    expect((await rest('/api/dealer-imports')).status).toBe(403)

    const record = await waitForImport(answer.id, cookie)
    expect(record).toMatchObject({
      fileName: 'network (autumn).csv',
      status: 'done',
      lines: 2,
      checked: 2,
      created: 2,
      updated: 0,
      unchanged: 0,
      message: 'Imported 2 lines, 2 changed: 2 added, 0 updated, 0 unchanged.',
    })
    expect(record.startedBy).toEqual(expect.any(Number))
    expect(record.finishedAt).toEqual(expect.any(String))
    expect(await dealer(D)).toMatchObject({ title: 'Background Heating' })
    // Nobody writes a record through the API, staff included.
    const write = await rest(`/api/dealer-imports/${answer.id}`, {
      method: 'PATCH',
      body: { status: 'failed' },
      headers: browserSession(cookie),
    })
    expect(write.status).toBe(403)
  })

  it('refuses a second import while one runs, and takes one whose server stopped as interrupted', async () => {
    const live = await runningElsewhere(5_000)
    const refused = await postDealerCsv(file, cookie)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({
      error: 'Another import is running (4 of 10 lines done). Import this file once it has finished.',
    })
    await closeImport(live)

    const stale = await runningElsewhere(IMPORT_STALE_MS + 60_000)
    const shown = await rest(`/api/dealer-imports/${stale}?depth=0`, { headers: browserSession(cookie) })
    expect(((await shown.json()) as { status: string }).status).toBe('interrupted')
    expect(await imported(file)).toEqual(done(0, 0, 2))
    const stored = await payload.findByID({
      collection: 'dealer-imports',
      id: stale,
      context: { rawImportStatus: true },
    })
    expect(stored.status).toBe('interrupted')
    expect(stored.message).toMatch(/^The import stopped after 4 lines \(its server stopped\)\./)
  })

  it('stops at a line the dealer record refuses, keeping the batches before it and saying so', async () => {
    const lines = Array.from(
      { length: 600 },
      (_, i) => `${976000 + i},Batch Dealer ${i},10001,US,212-555-${String(1000 + i).slice(-4)},40.75,-73.99`,
    )
    const create = payload.create.bind(payload)
    // The record refuses the 551st new dealer, in the second batch of 500.
    const spy = vi.spyOn(payload, 'create').mockImplementation(((args: Parameters<Payload['create']>[0]) => {
      const data = args.data as { data?: { companyID?: number } }
      if (args.collection === 'dealers' && data.data?.companyID === 976550)
        throw new ValidationError({
          collection: 'dealers',
          errors: [{ path: 'data.name', message: 'This name is refused here.' }],
        })
      return create(args)
    }) as Payload['create'])
    try {
      const record = await importDealerCsv(csv('companyID,name,zipcode,country,phone1,lat,lon', ...lines), cookie)
      expect(record).toMatchObject({
        status: 'refused',
        created: 500,
        checked: 500,
        problems: [{ line: 552, column: 'name', message: 'This name is refused here.' }],
        message:
          'Line 552 was refused, so the import stopped there. The lines before it were imported (500 added, 0 updated); import the file again once it is fixed: lines already imported count as unchanged.',
      })
    } finally {
      spy.mockRestore()
    }
    // The first batch is stored; the second, with the refused line, is not.
    expect(await dealer(976499)).toBeDefined()
    expect(await dealer(976500)).toBeUndefined()
  })
})

describe('the spreadsheet of a network larger than one page of reads', () => {
  /** More dealers than a staff request may read at once (cms/hooks/capReads), so export and import page. */
  const NETWORK = 1500

  beforeAll(async () => {
    await clearAllDealers(payload)
    await seedDealers(payload, { count: NETWORK, withReviews: false })
    // Text a spreadsheet would run as a formula, a phone in international form, a negative longitude.
    const [first] = (
      await payload.find({ collection: 'dealers', limit: 1, depth: 0, sort: 'data.companyID' })
    ).docs
    await payload.update({
      collection: 'dealers',
      id: first!.id,
      data: {
        data: {
          ...first!.data,
          name: '=HYPERLINK("https://evil.example")',
          addressLine1: '-5 Main Street',
          phone1: '+1 212 555 0100',
        },
        location: { lat: 40.75, lon: -73.99 },
      },
      context: testContext,
    })
  }, 120_000)
  afterAll(() => clearAllDealers(payload))

  it('reads dealers from the tables exactly as the Local API answers them', async () => {
    const local = await payload.find({
      collection: 'dealers',
      sort: 'data.companyID',
      limit: 300,
      depth: 0,
      select: { data: true, metaData: true, location: true, serviceArea: true },
    })
    const direct = await readSheetDealers(payload, { after: 0, limit: 300 })
    expect(direct).toEqual(local.docs.map((d) => ({ ...d, serviceArea: d.serviceArea ?? [] })))
    const some = local.docs.filter((_, i) => i % 7 === 0)
    const named = await readSheetDealers(payload, { companyIds: some.map((d) => d.data.companyID) })
    expect(named.map((d) => d.id).sort()).toEqual(some.map((d) => d.id).sort())
    expect(await readSheetDealers(payload, { companyIds: [] })).toEqual([])
  })

  it('exports every dealer, guarded against formulas, and the file imports back unchanged', async () => {
    const res = await rest('/api/dealers/export-csv', { headers: browserSession(cookie) })
    expect(res.status).toBe(200)
    const text = await res.text()
    const lines = text.trimEnd().split('\r\n')
    expect(lines).toHaveLength(NETWORK + 1)
    const guarded = lines.find((line) => line.includes('HYPERLINK'))
    expect(guarded).toContain(`,"'=HYPERLINK(""https://evil.example"")",`)
    expect(guarded).toContain(`,'-5 Main Street,`)
    expect(guarded).toContain(`,'+1 212 555 0100,`)
    expect(guarded).toContain(`,40.75,-73.99,`)

    expect(await imported(text)).toEqual(done(0, 0, NETWORK))
  })
})
