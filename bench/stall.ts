/**
 * Can anonymous clients stall the site? (npm run bench:stall) Sixteen clients, each from its own loopback
 * address (127.0.1.1 … 127.0.1.16, as the request gate keys clients by address), hammer one expensive request
 * each round, two requests in flight per client, while a seventeenth address (127.0.2.1) asks for `/` and for a
 * dealer search one after the other. Prints, for each round, the prober's median and p90 for both and what the
 * attackers got (answers by status). Figures only, nothing asserted.
 *
 * By default it prepares the demo database, builds and serves the site (as bench:web does); BENCH_URL points it
 * at a site already running instead (the bench then does not know the site's settings). BENCH_SECONDS sets the
 * length of each round (default 10); BENCH_STALL_CLIENTS and BENCH_STALL_INFLIGHT the attackers.
 * Heavy on two cores: run it alone.
 */
import { request, type Agent } from 'node:http'

import { fmt, percentile } from './stats'
import { prepareAndBuildSite, serveSite, siteEnv, sparePort, type Served } from './web/servers'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CLIENTS = Number(process.env.BENCH_STALL_CLIENTS ?? 16)
const IN_FLIGHT = Number(process.env.BENCH_STALL_INFLIGHT ?? 2)

type Target = { label: string; path: (n: number) => string }

/** Real zips, so each search or page is a new one (no cache answers it). */
const ZIPS = ['10001', '94103', '60601', '73301', '30301', '98101', '02108', '33101', '80202', '85001']
const zip = (n: number) => ZIPS[n % ZIPS.length] ?? '10001'

/** The most expensive anonymous requests found: each attacker asks for one of them over and over. */
const TARGETS: Target[] = [
  { label: 'none (quiet site)', path: () => '' },
  { label: 'REST pages, 100 at depth 2', path: () => '/api/pages?limit=100&depth=2' },
  { label: 'REST products, 100 at depth 2', path: () => '/api/products?limit=100&depth=2' },
  { label: 'REST media, every condition', path: (n) => `/api/media?limit=100&depth=2&${manyConditions(n)}` },
  { label: 'dealer search page, new zip each time', path: (n) => `/find-your-dealer/?zipcode=${zip(n)}` },
  { label: 'dealer search API', path: (n) => `/api/v1/dealers/locations?brand=ALD&zipcode=${zip(n)}` },
  { label: 'a page that does not exist', path: (n) => `/no-such-page-${n}` },
  // The costliest map poster: a continent-wide view (every state's border drawn), new pins each time (no cache).
  {
    label: 'map poster, a new continent-wide view each time',
    path: (n) => `/api/v1/map/poster?w=1600&h=1200&safe=1600&pins=47.6,-122.3,1;25.7,-80.${n % 100000},2`,
  },
  { label: 'site search, a new query each time', path: (n) => `/search?q=furnace+filter+${n}` },
]

function manyConditions(n: number): string {
  return Array.from({ length: 40 }, (_, i) => `where[or][${i}][alt][like]=x${n}${i}`).join('&')
}

type Answer = { status: number; ms: number }

function get(base: URL, path: string, localAddress: string, agent?: Agent): Promise<Answer> {
  const started = performance.now()
  return new Promise((resolve) => {
    const req = request(
      new URL(path, base),
      { localAddress, agent, headers: { 'Accept-Encoding': 'br, gzip' }, timeout: 30_000 },
      (res) => {
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }))
        res.on('error', () => resolve({ status: 0, ms: performance.now() - started }))
      },
    )
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }))
    req.end()
  })
}

type Round = { home: number[]; search: number[]; attackers: Map<number, number> }

async function round(base: URL, target: Target): Promise<Round> {
  const until = Date.now() + SECONDS * 1000
  const attackers = new Map<number, number>()
  let n = 0
  const attack = async (client: number) => {
    const address = `127.0.1.${client + 1}`
    while (Date.now() < until) {
      const { status } = await get(base, target.path(n++), address)
      attackers.set(status, (attackers.get(status) ?? 0) + 1)
      // A refused client waits as Retry-After asks it to, as a polite script would not: a second at most.
      if (status === 429 || status === 503) await new Promise((r) => setTimeout(r, 50))
    }
  }
  const home: number[] = []
  const search: number[] = []
  const probe = async () => {
    // Let the attack build up before measuring.
    await new Promise((r) => setTimeout(r, Math.min(1000, SECONDS * 100)))
    let i = 0
    while (Date.now() < until) {
      home.push((await get(base, '/', '127.0.2.1')).ms)
      search.push(
        (await get(base, `/api/v1/dealers/locations?brand=ALD&zipcode=${zip(i++)}`, '127.0.2.1')).ms,
      )
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  const work: Promise<void>[] = [probe()]
  if (target.path(0))
    for (let c = 0; c < CLIENTS; c++) for (let k = 0; k < IN_FLIGHT; k++) work.push(attack(c))
  await Promise.all(work)
  return { home: home.sort((a, b) => a - b), search: search.sort((a, b) => a - b), attackers }
}

const ms = (sorted: number[], p: number) => `${fmt(percentile(sorted, p), 0)} ms`

let served: Served | null = null
let base: URL
if (process.env.BENCH_URL) {
  base = new URL(process.env.BENCH_URL)
} else {
  const env = siteEnv(await sparePort())
  console.log('Preparing the demo database and the production build…')
  await prepareAndBuildSite(env)
  served = await serveSite(env)
  base = new URL(served.url.replace('localhost', '127.0.0.1'))
}

try {
  // Warm the caches a visitor would find warm.
  for (const path of ['/', '/api/v1/dealers/locations?brand=ALD&zipcode=10001'])
    await get(base, path, '127.0.2.1')
  console.log(
    `\n${CLIENTS} anonymous clients × ${IN_FLIGHT} in flight, ${SECONDS} s a round, at ${base.origin}\n`,
  )
  console.log(
    '| attackers ask for | `/` median | `/` p90 | dealer search median | dealer search p90 | attackers got |',
  )
  console.log('| --- | --- | --- | --- | --- | --- |')
  for (const target of TARGETS) {
    const r = await round(base, target)
    const got = [...r.attackers.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${count}× ${status || 'no answer'}`)
      .join(', ')
    console.log(
      `| ${target.label} | ${ms(r.home, 50)} | ${ms(r.home, 90)} | ${ms(r.search, 50)} | ${ms(r.search, 90)} | ${got || '—'} |`,
    )
    // Let the last requests drain before the next round.
    await new Promise((resolve) => setTimeout(resolve, 2000))
  }
} finally {
  await served?.stop()
}
