/**
 * Site search benchmark (npm run bench:search; docs/search.md): a fresh database of each kind (SQLite, and
 * PostgreSQL when one is reachable), migrated as a release is, with an index of BENCH_SEARCH_DOCS (1,200)
 * synthetic documents written through Payload; then each query of a fixed set is searched BENCH_SEARCH_RUNS
 * (40) times as the search page does (`searchSite`), and p50/p95 are printed per query and over all.
 * Target: p95 <= 50 ms at 1,000 documents. Figures only; nothing asserted.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { register } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { createPostgresDatabase, postgresReachable } from '../scripts/lib.mjs'
import { fmt, percentile } from './stats'

const DOCS = Number(process.env.BENCH_SEARCH_DOCS ?? 1200)
const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 40)

/** Words for the synthetic documents: the site's own subjects, so queries find realistic numbers of matches. */
const PRODUCTS = [
  'furnace',
  'heat pump',
  'air conditioner',
  'thermostat',
  'air handler',
  'ductless mini split',
  'coil',
  'humidifier',
  'air purifier',
  'zoning panel',
]
const TOPICS = [
  'maintenance',
  'installation',
  'warranty',
  'troubleshooting',
  'buying guide',
  'energy savings',
  'rebates',
  'filter replacement',
  'noise',
  'sizing',
]
const FILLER = [
  'the',
  'your',
  'home',
  'system',
  'comfort',
  'efficient',
  'quiet',
  'winter',
  'summer',
  'dealer',
  'service',
  'annual',
  'check',
  'clean',
  'replace',
  'register',
  'cost',
  'savings',
  'tax',
  'credit',
  'schedule',
  'smart',
  'variable',
  'speed',
  'stage',
  'gas',
  'electric',
  'ducts',
  'vents',
  'airflow',
  'humidity',
  'temperature',
  'refrigerant',
  'outdoor',
  'indoor',
  'unit',
  'model',
  'seer',
  'afue',
  'hspf',
  'rating',
  'repair',
  'parts',
  'labor',
  'years',
  'limited',
  'lifetime',
  'coverage',
  'spring',
  'fall',
]
const CITIES = [
  'Austin',
  'Springfield',
  'Portland',
  'Columbus',
  'Denver',
  'Raleigh',
  'Madison',
  'Tucson',
  'Albany',
  'Boise',
]

const QUERIES = [
  'furnace',
  'air filter',
  '"heat pump" warranty',
  'thermostat schedule',
  'furnance',
  'thermastat',
  'ductless mini split installation',
  'dealers austin',
  'energy savings tax credit',
  'quiet variable speed air conditioner',
  'zzqx nothing matches',
]

/** A small deterministic random source, so every run measures the same documents. */
function random(seed: number) {
  let s = seed
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648
    return s / 2147483648
  }
}

function documents(count: number) {
  const next = random(42)
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!
  return Array.from({ length: count }, (_, i) => {
    if (i % 10 === 9) {
      const city = pick(CITIES)
      return {
        kind: 'city' as const,
        title: `Dealers in ${city} ${i}`,
        url: `/dealers/xx/${city.toLowerCase()}-${i}/`,
        body: `${1 + (i % 7)} heating and cooling dealers in ${city}: hours, reviews and how to reach them.`,
      }
    }
    const product = pick(PRODUCTS)
    const topic = pick(TOPICS)
    const words = Array.from({ length: 80 + Math.floor(next() * 220) }, () =>
      next() < 0.15 ? pick(PRODUCTS) : next() < 0.1 ? pick(TOPICS) : pick(FILLER),
    )
    return {
      kind: (i % 3 === 0 ? 'post' : 'page') as 'post' | 'page',
      title: `${product[0]!.toUpperCase()}${product.slice(1)} ${topic} ${i}`,
      url: `/bench/${i}`,
      body: `${words.join(' ')}.`,
    }
  })
}

async function child(): Promise<void> {
  // lib/ modules start with `import 'server-only'`, which only a React server build may load; here it is empty.
  register(
    `data:text/javascript,${encodeURIComponent(
      `export async function resolve(s, c, n) { return s === 'server-only' ? { url: 'data:text/javascript,', shortCircuit: true } : n(s, c) }`,
    )}`,
  )
  const migrated = spawnSync(path.resolve('node_modules/.bin/payload'), ['migrate'], {
    env: process.env,
    stdio: 'ignore',
  })
  if (migrated.status !== 0) throw new Error('could not migrate the benchmark database')
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  const { searchSite } = await import('../src/lib/search/engine')
  const { ensureFullText } = await import('../src/cms/collections/Search/fullText')
  const payload = await getPayload({ config })
  await ensureFullText(payload)

  let started = performance.now()
  for (const doc of documents(DOCS)) {
    await payload.create({
      collection: 'search',
      data: { ...doc, locale: 'en', priority: 0 },
      context: { disableRevalidate: true },
    })
  }
  const total = await payload.count({ collection: 'search' })
  console.log(
    `  ${total.totalDocs.toLocaleString('en-US')} documents indexed in ${fmt((performance.now() - started) / 1000)} s`,
  )

  for (const q of QUERIES) await searchSite(payload, q) // warm: statements prepared, the vocabulary built
  const all: number[] = []
  console.log(
    `  ${'query'.padEnd(38)} ${'results'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`,
  )
  for (const q of QUERIES) {
    const times: number[] = []
    let results = 0
    for (let i = 0; i < RUNS; i++) {
      started = performance.now()
      results = (await searchSite(payload, q)).results.length
      times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    all.push(...times)
    console.log(
      `  ${q.padEnd(38)} ${String(results).padStart(7)} ${fmt(percentile(times, 50), 2).padStart(8)} ${fmt(percentile(times, 95), 2).padStart(8)}`,
    )
  }
  all.sort((a, b) => a - b)
  console.log(
    `  all ${all.length} searches: p50 ${fmt(percentile(all, 50), 2)} ms, p95 ${fmt(percentile(all, 95), 2)} ms   (target p95 <= 50 ms)`,
  )
  await payload.db.destroy?.()
}

async function run(kind: 'sqlite' | 'postgres'): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-search-'))
  type Database = { url: string; drop: () => Promise<void> }
  let database: Database | null = null
  try {
    let url = `file:${path.join(dataDir, 'bench.db')}`
    if (kind === 'postgres') {
      const made = (await createPostgresDatabase(`bench_search_${Date.now()}`)) as Database
      database = made
      url = made.url
    }
    console.log(`\n${kind === 'postgres' ? 'PostgreSQL' : 'SQLite'}:`)
    const result = spawnSync(process.execPath, [...process.execArgv, process.argv[1]!], {
      stdio: 'inherit',
      env: {
        ...process.env,
        BENCH_SEARCH_CHILD: '1',
        NODE_ENV: 'production',
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        PAYLOAD_SECRET: 'benchmark-only-secret-0123456789',
        SITE_URL: 'http://127.0.0.1:3000',
        JOBS_AUTORUN: 'false',
      },
    })
    if (result.status !== 0) console.log(`  the ${kind} run failed (exit ${result.status})`)
  } finally {
    await database?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (process.env.BENCH_SEARCH_CHILD) {
  await child()
  process.exit(0)
} else {
  console.log(
    `Site search: ${DOCS.toLocaleString('en-US')} documents, ${QUERIES.length} queries x ${RUNS} runs each`,
  )
  await run('sqlite')
  if (await postgresReachable()) await run('postgres')
  else console.log('\nPostgreSQL is not reachable (DATABASE_ADMIN_URL or 127.0.0.1:5432): not measured.')
}
