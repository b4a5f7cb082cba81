/**
 * Web performance benchmark (npm run bench:web). Builds the site and a bare Next.js page (bench/bare),
 * serves both, and prints for each path below Lighthouse mobile figures (simulated throttling, median of
 * RUNS runs), the JavaScript named in the HTML and all the JavaScript loaded during the page load (KB gzip),
 * next to the bare page's. BENCH_MODE=real loads each page in Chromium itself instead, throttled as a phone,
 * served with the site's page rewriting on and off (bench/web/realLoad.ts); BENCH_MODE=both does both.
 * Figures only; nothing is asserted. Heavy on two cores: run it alone (flock /tmp/build.lock npm run bench:web).
 */
import { z } from 'zod'

import { ensureChromium } from '../scripts/chromium.mjs'
import { lighthouseMedian, THROTTLING } from './web/lighthouse'
import { firstLoadScriptBytes, scriptBytes } from './web/pageScripts'
import { launchBrowser, realLoadMedian, THROTTLE } from './web/realLoad'
import { printRealTable, type RealRow } from './web/realTable'
import {
  buildBare,
  prepareAndBuildSite,
  serveBare,
  serveSite,
  siteEnv,
  sparePort,
  type Served,
  untilClosed,
} from './web/servers'
import { printTable, type Row } from './web/table'

/** The pages measured. Add a path here when a change touches a kind of page not listed yet. */
export const PATHS = [
  '/',
  // The home page in Spanish and Canadian French (their own root layouts, docs/localization.md).
  '/es',
  '/fr',
  '/products',
  '/products/furnaces',
  '/products/air-conditioners',
  '/resources/troubleshooting/heat-pumps',
  '/resources/dealer-resources/',
  '/privacy',
  '/no-such-page-404',
  '/page-not-found',
  '/find-your-dealer/?zipcode=10001',
  // The locator with its map open (?map=1 opens it from the first paint as a picture; MapLibre loads when asked: docs/map.md).
  '/find-your-dealer/?zipcode=10001&map=1',
  '/find-a-dealer/',
  // A product page and the locator in Spanish and French.
  '/es/productos/hornos',
  '/fr/trouvez-votre-detaillant?zipcode=M5V%203L9',
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
  // A demo page standing for an outside site (the warranty portal; the lookup and video ones are the same kind).
  '/demo/warranty-registration',
  // A demo dealer's page and its city's directory page (docs/dealer-pages.md).
  '/dealers/ny/new-york/frostmere-mechanical/',
  '/dealers/ny/new-york/',
  // The same dealer's page in Spanish and its city in French.
  '/es/distribuidores/ny/new-york/frostmere-mechanical/',
  '/fr/detaillants/ny/new-york/',
  '/es/page-not-found',
  // The blog in French and a post in Spanish.
  '/fr/blogue',
  '/es/blog/bomba-de-calor-en-clima-frio',
  // The site search's results, rendered on the server for each query (docs/search.md).
  '/search?q=furnace+filter',
]

const MODE = z.enum(['lighthouse', 'real', 'both']).parse(process.env.BENCH_MODE ?? 'lighthouse')
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const REAL_RUNS = Number(process.env.BENCH_RUNS ?? 5)
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

async function lighthouseMode(): Promise<void> {
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
}

/** The site's server with its page rewriting on (as deployed) and off (PAGE_REWRITE=off: pages as Next writes them). */
const SERVINGS = [
  { serving: 'rewrite on', env: {} },
  { serving: 'rewrite off', env: { PAGE_REWRITE: 'off' } },
]

async function realMode(): Promise<void> {
  const { cpuRate, downloadKbps, uploadKbps, latencyMs } = THROTTLE
  console.log(
    `\nReal loads in Chromium, ${cpuRate}× CPU slowdown, ${downloadKbps / 1000} Mbps down, ${uploadKbps} kbps up, ` +
      `${latencyMs} ms latency, phone screen; median of ${REAL_RUNS} runs per page:`,
  )
  const browser = await launchBrowser()
  try {
    const measureReal = async (label: string, serving: string, url: string): Promise<RealRow> => {
      process.stdout.write(`  ${label} (${serving}) ...`)
      const row = { label, serving, ...(await realLoadMedian(browser, url, REAL_RUNS)) }
      const fmt = (n: number | null) => (n === null ? '—' : String(Math.round(n)))
      process.stdout.write(
        ` LCP ${fmt(row.lcpMs)} ms, hydrated ${fmt(row.hydratedMs)} ms, tap ${fmt(row.tapMs)} ms\n`,
      )
      return row
    }
    const bareServer = await serveBare(await sparePort())
    const bare = await measureReal('bare Next.js page', 'next start', `${bareServer.url}/`).finally(() =>
      bareServer.stop(),
    )
    const byServing: RealRow[][] = []
    for (const { serving, env: extra } of SERVINGS) {
      // One server at a time, on the port the site was built for.
      const site = await serveSite({ ...env, ...extra })
      try {
        const html = await (await fetch(`${site.url}/`)).text()
        console.log(
          `  ${serving}: the site's script loader is ${html.includes('__scriptsAfterPaint') ? '' : 'not '}in the page`,
        )
        const rows: RealRow[] = []
        for (const path of paths) rows.push(await measureReal(path, serving, `${site.url}${path}`))
        byServing.push(rows)
      } finally {
        await site.stop()
        await untilClosed(`${site.url}/`)
      }
    }
    printRealTable(
      bare,
      paths.flatMap((_, i) => byServing.map((rows) => rows[i]).filter((r) => r !== undefined)),
    )
  } finally {
    await browser.close()
  }
}

if (MODE !== 'real') await lighthouseMode()
if (MODE !== 'lighthouse') await realMode()
process.exit(0)
