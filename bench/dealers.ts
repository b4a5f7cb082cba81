/**
 * Dealer search benchmark (npm run bench:dealers): 100,000 synthetic dealers in the in-memory index.
 * Prints in-process query latency, the speed-up over a linear scan, memory, and HTTP throughput of the
 * search route handler next to a bare Node server answering the same body. Figures only; nothing asserted.
 */
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

import { asDealerDocument } from '../src/cms/seed/dealers/asDocument'
import { generateDemoNetwork } from '../src/cms/seed/dealers/generate'
import { DEFAULT_RADIUS_MILES } from '../src/domain/dealers/constants'
import { centroidTable } from '../src/domain/geo/centroids'
import { createDealerSearchHandler } from '../src/lib/dealers/handlers/search'
import { type DealerSearchIndex, indexFromDocs } from '../src/lib/dealers/searchIndex'
import { serveFixed, serveHandler } from './http'
import { compareHttp, summaryLine } from './httpReport'
import { measureInProcess } from './inProcess'
import { measureNextStart } from './nextStart'
import { fmt } from './stats'

const DEALERS = 100_000
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const ROUNDS = 2

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void
const heapMb = () => {
  gc()
  return process.memoryUsage().heapUsed / 1024 / 1024
}

centroidTable() // loaded before the baseline: the site holds it whether or not it has dealers
const base = heapMb()
console.log(`Generating ${DEALERS.toLocaleString('en-US')} synthetic dealers...`)
const docs = generateDemoNetwork({ count: DEALERS, withReviews: false }).dealers.map((d, i) =>
  asDealerDocument(d, i + 1),
)
const started = performance.now()
const idx = indexFromDocs(docs, 'bench')
const buildMs = performance.now() - started
docs.length = 0 // keep only what the site keeps: the index and the records
const indexMb = heapMb() - base
const jsonBytes = idx.records.reduce((n, r) => n + JSON.stringify(r).length, 0)
console.log(
  `Index built in ${fmt(buildMs, 0)} ms; heap for index + records ${fmt(indexMb)} MB (records ${fmt(jsonBytes / DEALERS / 1024, 2)} KB each as JSON)`,
)

const r = measureInProcess(idx, DEFAULT_RADIUS_MILES)
console.log(
  `\nIn-process search, ${r.queries} zips, radius ${DEFAULT_RADIUS_MILES} mi, ${fmt(r.avgResults)} dealers per answer on average`,
)
console.log(
  `  index step (geo + territory + ranking): p50 ${fmt(r.indexP50)} µs, p99 ${fmt(r.indexP99)} µs   (target p99 <= 200 µs)`,
)
console.log(
  `  whole response body, uncached:        p50 ${fmt(r.responseP50)} µs, p99 ${fmt(r.responseP99)} µs`,
)
console.log(
  `  linear scan mean ${fmt(r.linearMean)} µs vs index mean ${fmt(r.indexMean)} µs: ${fmt(r.linearMean / r.indexMean)}x faster   (target >= 20x)`,
)

const depsFor = (index: () => DealerSearchIndex) => ({
  settings: async () => ({ brandCode: 'ALD', radiusMiles: DEFAULT_RADIUS_MILES }),
  index: async () => index(),
  reviews: async () => null,
})
const handler = createDealerSearchHandler(depsFor(() => idx))
// The same handler with an empty response cache on every request: search and JSON assembly each time.
const uncachedHandler = createDealerSearchHandler(depsFor(() => ({ ...idx, responses: new Map() })))
const path = '/api/v1/dealers/locations?brand=ALD&zipcode=10001'
const sample = await handler(new Request(`http://127.0.0.1${path}`), undefined)
const body = await sample.text()
const headers = Object.fromEntries(sample.headers)

console.log(
  `\nHTTP, autocannon -c 50 on loopback, ${ROUNDS} alternating rounds of ${SECONDS} s each, GET ${path} (${fmt(body.length / 1024)} KB body)`,
)
console.log(
  '  NOTE: measures the route handler in a plain Node http server, outside Next.js (no next start).',
)
const [app, uncached, bare] = await compareHttp(
  path,
  [
    { name: 'route handler', serve: () => serveHandler(handler) },
    { name: 'route handler, uncached', serve: () => serveHandler(uncachedHandler) },
    { name: 'bare node, same body', serve: () => serveFixed(body, headers) },
  ],
  SECONDS,
  ROUNDS,
)
if (!app || !uncached || !bare) throw new Error('missing HTTP results')
for (const s of [app, uncached, bare]) console.log(summaryLine(s, 23))
const ratio = (rps: number) => fmt((100 * rps) / bare.rps)
console.log(
  `  ratio: ${ratio(app.rps)} % of the bare server (${ratio(uncached.rps)} % uncached)   (target >= 40 %)`,
)
console.log(
  `\nHTTP through the production server (next start), ${DEALERS.toLocaleString('en-US')} dealers in SQLite, autocannon -c 50, ${SECONDS} s`,
)
const viaNext = await measureNextStart({ dealers: DEALERS, seconds: SECONDS, path })
if (!viaNext) {
  console.log(
    '  no production build (.next/BUILD_ID): run `npm start` or `npm run build` first for this figure.',
  )
} else {
  const nextBare = await compareHttp(
    path,
    [
      {
        name: 'bare node, same body',
        serve: () => serveFixed(viaNext.body, { 'content-type': 'application/json' }),
      },
    ],
    SECONDS,
    1,
  )
  const nextSummary = {
    name: 'next start',
    rps: viaNext.result.requests.average,
    p50: viaNext.result.latency.p50,
    p99: viaNext.result.latency.p99,
    non2xx: viaNext.result.non2xx,
    errors: viaNext.result.errors,
  }
  console.log(summaryLine(nextSummary, 23))
  if (nextBare[0]) {
    console.log(summaryLine(nextBare[0], 23))
    console.log(
      `  ratio: ${fmt((100 * nextSummary.rps) / nextBare[0].rps)} % of the bare server   (target >= 40 %)`,
    )
  }
}
process.exit(0)
