/**
 * Web performance benchmark (npm run bench:web). Builds the site and a bare Next.js page (bench/bare),
 * serves both, and prints for each path below Lighthouse mobile figures (simulated throttling, median of
 * RUNS runs), the JavaScript named in the HTML and all the JavaScript loaded during the page load (KB gzip),
 * next to the bare page's. Figures only; nothing is asserted. Heavy on two cores: run it alone
 * (flock /tmp/build.lock npm run bench:web).
 */
import { ensureChromium } from '../scripts/chromium.mjs'
import { lighthouseMedian, THROTTLING } from './web/lighthouse'
import { firstLoadScriptBytes, scriptBytes } from './web/pageScripts'
import {
  buildBare,
  prepareAndBuildSite,
  serveBare,
  serveSite,
  siteEnv,
  sparePort,
  type Served,
} from './web/servers'
import { printTable, type Row } from './web/table'

/** The pages measured. Add a path here when a change touches a kind of page not listed yet. */
export const PATHS = [
  '/',
  '/products',
  '/products/furnaces',
  '/products/air-conditioners',
  '/resources/troubleshooting/heat-pumps',
  '/resources/dealer-resources/',
  '/privacy',
  '/no-such-page-404',
  '/page-not-found',
  '/find-your-dealer/?zipcode=10001',
  '/find-a-dealer/',
  '/rebates/',
  '/customer-service',
  '/pricing/leasing/',
  '/why-alderline',
  '/about',
  '/warranty',
  '/resources/videos',
  '/resources/getting-started',
  '/resources/build-your-own-system',
  '/resources/maintenance-tips/air-conditioners',
  '/resources/troubleshooting',
  '/resources/getting-started/hvac-basics',
  '/blog',
  '/pricing',
  '/resources/documents',
  '/products/indoor-air-quality',
  '/products/light-commercial',
]

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
/** BENCH_PATHS=/a,/b measures just those paths (for a quick look at one change). */
const paths = process.env.BENCH_PATHS ? process.env.BENCH_PATHS.split(',') : PATHS

async function measure(label: string, url: string): Promise<Row> {
  process.stdout.write(`  ${label} ...`)
  const scripts = await firstLoadScriptBytes(url)
  const { scripts: loadedUrls, ...lighthouse } = await lighthouseMedian(url, RUNS)
  // Islands behind next/dynamic are not in the HTML's script tags; the browser fetches them before hydrating.
  const loaded = await scriptBytes(loadedUrls)
  process.stdout.write(
    ` score ${lighthouse.score}, LCP ${Math.round(lighthouse.lcpMs)} ms (runs ${lighthouse.lcpRuns.map(Math.round).join(', ')})\n`,
  )
  return { label, ...lighthouse, jsGzip: scripts.gzip, jsFiles: scripts.files, loadedGzip: loaded.gzip }
}

ensureChromium('the web benchmark')
const env = siteEnv(await sparePort())
console.log('Preparing the benchmark database and building the site (.next-bench)...')
await prepareAndBuildSite(env)
console.log('Building the bare Next.js page (.next-bench-bare)...')
await buildBare()

const servers: Served[] = []
try {
  const site = await serveSite(env)
  servers.push(site)
  const bare = await serveBare(await sparePort())
  servers.push(bare)
  console.log(
    `\nLighthouse mobile, ${THROTTLING === 'simulate' ? 'simulated' : 'applied (devtools)'} throttling, median of ${RUNS} runs per page:`,
  )
  const baseline = await measure('bare Next.js page', `${bare.url}/`)
  const rows: Row[] = []
  for (const path of paths) rows.push(await measure(path, `${site.url}${path}`))
  printTable(baseline, rows)
} finally {
  for (const server of servers) await server.stop()
}
process.exit(0)
