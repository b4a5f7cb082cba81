/**
 * The dealer spreadsheet at the size of a large network (npm run bench:csv): a throw-away PostgreSQL database
 * with BENCH_CSV_DEALERS synthetic dealers (100,000 by default), then, through the REST endpoints as the admin
 * calls them: the export (time, size, lines), the untouched export imported back (the time to the 202 answer,
 * when the file is stored and checked, and to the end of the background import, with its counts), the same file
 * with three cells edited, and a page of the dealer list timed while the import runs (the site stays responsive).
 * Prints figures only; nothing is asserted. Needs PostgreSQL (DATABASE_ADMIN_URL or 127.0.0.1:5432).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { createPostgresDatabase, migratePostgres, postgresReachable } from '../scripts/lib.mjs'

const DEALERS = Number(process.env.BENCH_CSV_DEALERS ?? 100_000)

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

if (!(await postgresReachable())) {
  console.log('PostgreSQL is not reachable (DATABASE_ADMIN_URL or 127.0.0.1:5432): nothing measured.')
  process.exit(0)
}
const name = `bench_csv_${Date.now()}`
const database = (await createPostgresDatabase(name)) as { url: string; drop: () => Promise<void> }
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-csv-'))
Object.assign(process.env, {
  NODE_ENV: 'production',
  DATABASE_URL: database.url,
  DATA_DIR: dataDir,
  PAYLOAD_SECRET: 'benchmark-only-secret-0123456789',
  SITE_URL: 'http://127.0.0.1:3000',
})

try {
  // Migrated first, as a release is: the CMS's start reads its tables.
  await migratePostgres(process.env)
  const { default: config } = await import('@payload-config')
  const { getPayload, handleEndpoints } = await import('payload')
  const { seedDealers } = await import('../src/cms/seed/dealers')

  const payload = await getPayload({ config })
  let started = performance.now()
  await seedDealers(payload, { count: DEALERS, withReviews: false })
  console.log(`Seeded ${DEALERS.toLocaleString('en-US')} dealers in ${seconds(performance.now() - started)}`)

  const email = 'bench-csv@example.com'
  await payload.create({
    collection: 'users',
    data: { email, password: 'bench-csv-password', roles: ['editor'] },
  })
  const call = (urlPath: string, init: RequestInit = {}) =>
    handleEndpoints({ config, request: new Request(new URL(urlPath, process.env.SITE_URL), init) })
  const login = await call('/api/users/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-csv-password' }),
  })
  const { token } = (await login.json()) as { token: string }
  const session = { Cookie: `payload-token=${token}`, 'Sec-Fetch-Site': 'same-origin' }

  const heapBefore = process.memoryUsage().rss
  started = performance.now()
  const exported = await call('/api/dealers/export-csv', { headers: session })
  const firstByteMs = performance.now() - started
  const text = await exported.text()
  const exportMs = performance.now() - started
  const lines = text.trimEnd().split('\r\n')
  console.log(
    `Export: ${(lines.length - 1).toLocaleString('en-US')} dealers, ${mb(Buffer.byteLength(text))}, first bytes after ${seconds(firstByteMs)}, whole file ${seconds(exportMs)}`,
  )

  const importFile = async (body: string, label: string) => {
    let slowest = 0
    let probes = 0
    let done = false
    // A staff member's other request while the import runs: a page of the dealer list.
    const probe = async () => {
      while (!done) {
        const t = performance.now()
        await call('/api/dealers?limit=10&depth=0', { headers: session })
        slowest = Math.max(slowest, performance.now() - t)
        probes++
        await new Promise((r) => setTimeout(r, 200))
      }
    }
    const probing = probe()
    const t = performance.now()
    const res = await call('/api/dealers/import-csv', {
      method: 'POST',
      headers: { ...session, 'Content-Type': 'text/csv' },
      body,
    })
    const answeredMs = performance.now() - t
    const answer = (await res.json()) as { id?: number; error?: string }
    // The import goes on in the background: its record is read as the admin's panel reads it.
    let record: Record<string, unknown> = answer
    while (
      res.status === 202 &&
      record.status !== 'done' &&
      record.status !== 'refused' &&
      record.status !== 'failed'
    ) {
      await new Promise((r) => setTimeout(r, 500))
      record = (await (
        await call(`/api/dealer-imports/${answer.id}?depth=0`, { headers: session })
      ).json()) as Record<string, unknown>
    }
    const ms = performance.now() - t
    done = true
    await probing
    console.log(
      `${label}: ${res.status} after ${seconds(answeredMs)} (file stored and checked), ${String(record.message ?? record.error)} after ${seconds(ms)}; ${probes} other requests meanwhile, slowest ${seconds(slowest)}`,
    )
  }

  await importFile(text, 'Import of the untouched export')
  // Three phone numbers edited, on lines far apart.
  const edited = [...lines]
  const at = [1, Math.floor(lines.length / 2), lines.length - 1]
  for (const i of at) edited[i] = edited[i]!.replace(/,(\d{3}55501)\d{2},/, ',$199,')
  const changedLines = at.filter((i) => edited[i] !== lines[i]).length
  await importFile(`${edited.join('\r\n')}\r\n`, `Import with ${changedLines} lines edited`)
  console.log(`Resident memory grew by ${mb(process.memoryUsage().rss - heapBefore)} over export and imports`)
  await payload.db.destroy?.()
} finally {
  // Dropping the database ends the connections the CMS still holds; their pool reports it, which is expected.
  process.on('uncaughtException', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') throw error
  })
  await database.drop()
  rmSync(dataDir, { recursive: true, force: true })
}
process.exit(0)
