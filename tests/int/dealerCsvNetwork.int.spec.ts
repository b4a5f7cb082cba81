import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seedDealers } from '@/cms/seed/dealers'
import type { DealerImport } from '@/payload-types'
import { clearAllDealers } from '../fixtures/dealers/clearDealers'
import { postDealerCsv, waitForImport } from '../fixtures/dealers/dealerImport'
import { getTestPayload, testContext } from '../fixtures/payload'
import { browserSession, rest, signInCookie } from '../fixtures/rest'

// The dealer spreadsheet at the size of a national network: 100,000 generated dealers (demo data from the seed's
// generator), exported whole and imported back through the admin's endpoints. `npm test` runs it in its
// PostgreSQL pass only (vitest.config.ts); `npm run bench:csv` prints the same round trip's timings.
const NETWORK = 100_000

let payload: Payload
let cookie: string

beforeAll(async () => {
  payload = await getTestPayload()
  const email = `network-csv-${Date.now()}@example.com`
  await payload.create({
    collection: 'users',
    data: { email, password: 'network-csv-password', roles: ['editor'] },
    context: testContext,
  })
  cookie = await signInCookie(email, 'network-csv-password')
  await clearAllDealers(payload)
  await seedDealers(payload, { count: NETWORK, withReviews: false })
}, 600_000)
afterAll(() => clearAllDealers(payload), 600_000)

/**
 * Imports a file as the admin does: the answer comes before the work is done (202, running), and the record is
 * read until it ends. Meanwhile a member of staff keeps using the admin (a page of the dealer list); what they got
 * and what the progress readings said are answered with the finished record.
 */
async function importWhileWorking(text: string) {
  const res = await postDealerCsv(text, cookie, 'network.csv')
  expect(res.status).toBe(202)
  const answer = (await res.json()) as { id: number; status: string; lines: number }
  expect(answer).toMatchObject({ status: 'running', lines: NETWORK })

  const readings: DealerImport[] = []
  const others: number[] = []
  let finished = false
  const working = (async () => {
    while (!finished) {
      const list = await rest('/api/dealers?limit=10&depth=0', { headers: browserSession(cookie) })
      others.push(list.status)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  })()
  const record = await waitForImport(answer.id, cookie, {
    timeoutMs: 540_000,
    onReading: (doc) => readings.push(doc),
  }).finally(() => {
    finished = true
  })
  await working
  return { record, readings, others }
}

describe(`the spreadsheet of a network of ${NETWORK.toLocaleString('en-US')} dealers`, () => {
  let exported: string[]

  it('exports every dealer, one line each, in company id order', async () => {
    const res = await rest('/api/dealers/export-csv', { headers: browserSession(cookie) })
    expect(res.status).toBe(200)
    exported = (await res.text()).trimEnd().split('\r\n')
    expect(exported).toHaveLength(NETWORK + 1)
    expect(exported[0]).toMatch(/^companyID,name,dealerType,/)
    const ids = exported.slice(1).map((line) => Number(line.slice(0, line.indexOf(','))))
    expect(new Set(ids).size).toBe(NETWORK)
    expect(ids.every((id, i) => i === 0 || id > ids[i - 1]!)).toBe(true)
  }, 300_000)

  it('imports the untouched export back in the background, changing nothing, while the admin answers', async () => {
    const { record, readings, others } = await importWhileWorking(`${exported.join('\r\n')}\r\n`)
    expect(record).toMatchObject({
      status: 'done',
      lines: NETWORK,
      checked: NETWORK,
      created: 0,
      updated: 0,
      unchanged: NETWORK,
      message: 'Imported 100,000 lines, 0 changed: 0 added, 0 updated, 100,000 unchanged.',
    })
    // The progress moved through the file, and the other requests were answered while it did.
    const midway = readings.filter((doc) => doc.status === 'running' && (doc.checked ?? 0) > 0)
    expect(midway.length).toBeGreaterThan(0)
    expect(midway.every((doc, i) => i === 0 || (doc.checked ?? 0) >= (midway[i - 1]!.checked ?? 0))).toBe(true)
    expect(others.length).toBeGreaterThan(0)
    expect(others.every((status) => status === 200)).toBe(true)
  }, 600_000)

  it('writes exactly the three lines edited, far apart in the file', async () => {
    const header = exported[0]!.split(',')
    const phone = header.indexOf('phone1')
    const at = [1, Math.floor(NETWORK / 2), NETWORK]
    const edited = [...exported]
    const changed = new Map<number, string>()
    for (const [n, i] of at.entries()) {
      const cells = exported[i]!.split(',')
      expect(cells.length, 'the line has no quoted cell, so it splits on commas').toBe(header.length)
      cells[phone] = `406-555-01${10 + n}`
      changed.set(Number(cells[0]), cells[phone]!)
      edited[i] = cells.join(',')
    }
    const { record } = await importWhileWorking(`${edited.join('\r\n')}\r\n`)
    expect(record).toMatchObject({ status: 'done', created: 0, updated: 3, unchanged: NETWORK - 3 })
    for (const [companyID, phone1] of changed) {
      const found = await payload.find({
        collection: 'dealers',
        where: { 'data.companyID': { equals: companyID } },
        depth: 0,
        limit: 1,
      })
      expect(found.docs[0]?.data.phone1).toBe(phone1)
    }
  }, 600_000)
})
