import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

import { z } from 'zod'

import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium.mjs'
import { root } from '../../scripts/lib.mjs'
import { median } from '../stats'

const run = promisify(execFile)

const CHROME_FLAGS = CHROMIUM_ARGS.join(' ')

/**
 * BENCH_THROTTLING=devtools slows the load itself (network and CPU, Lighthouse's 'devtools' method) instead of
 * simulating a slow phone from a full-speed load: slower and noisier, but the page's paint and its scripts then
 * arrive in the order a phone sees them (docs/performance.md).
 */
export const THROTTLING = z.enum(['simulate', 'devtools']).parse(process.env.BENCH_THROTTLING ?? 'simulate')

const numeric = z.object({ numericValue: z.number() })
const Report = z.object({
  runtimeError: z.object({ message: z.string() }).optional(),
  categories: z.object({ performance: z.object({ score: z.number().nullable() }) }),
  audits: z.object({
    'largest-contentful-paint': numeric,
    'total-blocking-time': numeric,
    'cumulative-layout-shift': numeric,
    'total-byte-weight': numeric,
    metrics: z.object({
      details: z.object({
        items: z.array(z.object({ observedLargestContentfulPaintTs: z.number().optional() })),
      }),
    }),
    'network-requests': z.object({
      details: z.object({
        items: z.array(
          z.object({
            url: z.string(),
            resourceType: z.string().optional(),
            networkEndTime: z.number().optional(),
          }),
        ),
        debugData: z.object({ networkStartTimeTs: z.number() }).optional(),
      }),
    }),
  }),
})
type Report = z.infer<typeof Report>

export type PageFigures = { score: number; lcpMs: number; tbtMs: number; cls: number; bytes: number }
/**
 * One run's figures, the addresses of every script the page loaded while Lighthouse watched, and whether one of
 * them had arrived before the page's largest paint in the unthrottled load Lighthouse observed. Lighthouse's
 * simulation then counts the script as holding that paint, its download and its run included, unless it can see
 * the script ran after the paint (only for runs of 10 ms or more): that splits one page's LCP between runs (see
 * docs/performance.md).
 */
export type RunResult = PageFigures & { scripts: string[]; scriptBeforeLcp: boolean }
/** Several runs: each figure the median, each run's LCP, and in how many runs a script arrived before it. */
export type MedianResult = PageFigures & { scripts: string[]; lcpRuns: number[]; scriptBeforeLcpRuns: number }

/** Whether any script finished loading before the observed largest paint (both on the trace's clock, in µs). */
function scriptBeforeLcp(audits: Report['audits']): boolean {
  const lcpTs = audits.metrics.details.items[0]?.observedLargestContentfulPaintTs
  const startTs = audits['network-requests'].details.debugData?.networkStartTimeTs
  if (lcpTs === undefined || startTs === undefined) return false
  return audits['network-requests'].details.items.some(
    (item) =>
      item.resourceType === 'Script' &&
      item.networkEndTime !== undefined &&
      startTs + item.networkEndTime * 1000 < lcpTs,
  )
}

/** One Lighthouse run: mobile, simulated throttling (Lighthouse's defaults) unless BENCH_THROTTLING says otherwise. */
export async function lighthouseOnce(url: string): Promise<RunResult> {
  const { stdout } = await run(
    path.join(root, 'node_modules/.bin/lighthouse'),
    [
      url,
      `--chrome-flags=${CHROME_FLAGS}`,
      '--only-categories=performance',
      `--throttling-method=${THROTTLING}`,
      // The 404 page is measured too: its status is the point, not a failure.
      '--ignore-status-code',
      '--output=json',
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: chromiumPath }, maxBuffer: 256 * 1024 * 1024 },
  )
  const report = Report.parse(JSON.parse(stdout))
  const score = report.categories.performance.score
  if (report.runtimeError || score === null)
    throw new Error(`Lighthouse could not measure ${url}: ${report.runtimeError?.message ?? 'no score'}`)
  const a = report.audits
  return {
    score: Math.round(score * 100),
    lcpMs: a['largest-contentful-paint'].numericValue,
    tbtMs: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    bytes: a['total-byte-weight'].numericValue,
    scripts: a['network-requests'].details.items
      .filter((item) => item.resourceType === 'Script')
      .map((item) => item.url),
    scriptBeforeLcp: scriptBeforeLcp(a),
  }
}

/**
 * `runs` Lighthouse runs one after another; each figure is the median of its own values, and the scripts
 * are those any run loaded.
 */
export async function lighthouseMedian(url: string, runs: number): Promise<MedianResult> {
  const all: RunResult[] = []
  for (let i = 0; i < runs; i++) all.push(await lighthouseOnce(url))
  const of = (key: keyof PageFigures) => median(all.map((r) => r[key]))
  return {
    score: of('score'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    bytes: of('bytes'),
    scripts: [...new Set(all.flatMap((r) => r.scripts))],
    lcpRuns: all.map((r) => r.lcpMs),
    scriptBeforeLcpRuns: all.filter((r) => r.scriptBeforeLcp).length,
  }
}
