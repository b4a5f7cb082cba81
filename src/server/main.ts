import './productionMode'

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import next from 'next'

import { env } from '../config/env'
import { enableLoopbackRevalidation, internalRequestHeaders } from '../config/loopback'
import { refuseConnect } from '../lib/api/methods'
import { siteRequestGate } from '../lib/api/siteGate'
import { redisClient } from '../clients/redis'
import { keepVisitorQuery, singleLocation } from './location'
import { runtimeSecurityHeaders } from '../config/securityHeaders'
import { loopbackDealerPageStatus } from './dealerPageStatus'
import { loopbackNotFoundDocument, type PageResponseOptions, rewritePages } from './pageResponse'
import { createProbes } from './probes'
import { databaseChecks, redisCheck, storageCheck } from './readinessChecks'
import { gracefulShutdown } from './shutdown'
import { sendSecurityHeaders } from './securityHeaders'
import { staticFiles } from './staticFiles'
import { visitCounter } from './visits'

/**
 * The production server: Next.js behind the request gate (src/lib/api/requestGate.ts), which sees the socket's
 * address, refuses unsupported methods and broken paths, applies the /api/* rate limits, caps each client's
 * requests in flight and shares the server's work slots fairly between clients; pages are sent
 * with their scripts requested after the first paint, and a 404 with the whole not-found page
 * (./pageResponse.ts; PAGE_REWRITE=off sends pages as Next writes them); Next's built files go out from
 * memory, compressed once (./staticFiles.ts). Run with `npm run serve` on an existing build: it runs this file
 * as compiled by scripts/build-server.mjs into the Next dist folder (`<dist>/server-main.mjs`).
 */
/** The way from the compiled file up to the project folder, set by scripts/build-server.mjs. */
declare const PROJECT_ROOT_FROM_SERVER: string | undefined
const root = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  typeof PROJECT_ROOT_FROM_SERVER === 'string' ? PROJECT_ROOT_FROM_SERVER : '../..',
)
const config = env()
const { PORT } = config
enableLoopbackRevalidation(PORT)

const app = next({ dev: false, dir: root, port: PORT })
await app.prepare()
const handle = app.getRequestHandler()
const database = databaseChecks(config.DATABASE_URL, path.join(root, 'src/cms/migrations'))
const probes = createProbes({
  checks: {
    database: database.database,
    migrations: database.migrations,
    redis: redisCheck(redisClient()),
    storage: storageCheck(config.objectStorage),
  },
})
// The probes are charged like any /api request but never wait for a slot behind visitors' requests.
const gate = siteRequestGate((req, res) => probes.answer(req, res))
const built = staticFiles({
  staticDir: path.join(root, process.env.NEXT_DIST_DIR || '.next', 'static'),
})
// From SITE_URL as this start has it, not as the build had it (docs/security-headers.md).
const securityHeaders = sendSecurityHeaders(runtimeSecurityHeaders(config))

const logFailure = (msg: string, error: unknown) =>
  console.error(
    JSON.stringify({ level: 'error', msg, err: error instanceof Error ? error.message : String(error) }),
  )

// Redirects followed and addresses with no page, counted for the editors (the redirects list, the 404 log).
const visits = visitCounter(PORT, { log: logFailure })
const askNotFoundDocument = loopbackNotFoundDocument(PORT)
const askDealerPageStatus = loopbackDealerPageStatus(PORT)
let rewriteMissReported = false
const pageOptions: PageResponseOptions = {
  rewrite: config.PAGE_REWRITE === 'on',
  // Next's or React's output no longer has the shape the rewrite expects (docs/performance.md): said once.
  onRewriteMissed: (page, counts) => {
    if (rewriteMissReported) return
    rewriteMissReported = true
    console.warn(JSON.stringify({ level: 'warn', msg: 'page scripts not rewritten', page, ...counts }))
  },
  // A deleted dealer's former page answers 410 Gone rather than 404 (docs/dealer-pages.md).
  statusForNotFound: askDealerPageStatus,
  notFoundDocument: (draft, path) =>
    askNotFoundDocument(draft, path).catch((error: unknown) => {
      logFailure('404 document unavailable', error)
      return null
    }),
}

async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
  let handled = false
  securityHeaders(req, res)
  visits.observe(req, res)
  singleLocation(res)
  keepVisitorQuery(req, res)
  rewritePages(req, res, pageOptions)
  try {
    handled = await gate(req, res)
  } catch (error) {
    // The site stays up when a limit cannot be checked; the failure is logged.
    logFailure('request gate failed', error)
  }
  if (!handled) handled = await built.handle(req, res)
  if (!handled) await handle(req, res)
}

const server = createServer((req, res) => {
  serve(req, res).catch((error: unknown) => {
    logFailure('request failed', error)
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' })
    res.end(JSON.stringify({ error: 'Internal error' }))
  })
})
server.on('connect', (_req, socket) => refuseConnect(socket))
// Idle keep-alive connections stay open longer than a client or a load balancer keeps them (60 s is common):
// with Node's 5 s a client can send on a connection the server is closing that instant, and gets a reset.
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
server.listen(PORT, () => {
  console.log(`▸ Listening on port ${PORT}`)
  // Start the CMS now rather than at the first visitor's request: its start runs the job queue, so leads queued
  // before a restart go out without waiting for traffic.
  fetch(`http://127.0.0.1:${PORT}/api/users/me`, { headers: internalRequestHeaders() }).catch(
    (error: unknown) => logFailure('CMS warm-up failed', error),
  )
  // Compress the built scripts and styles now, not while the first visitors wait for them.
  built.warm().catch((error: unknown) => logFailure('static files warm-up failed', error))
})

// A rolling restart drops nothing: out of the load balancer first, then the requests in flight finish.
const stop = gracefulShutdown(server, {
  graceMs: config.SHUTDOWN_GRACE_SECONDS * 1000,
  onStopping: () => probes.stopping(),
  onClosed: () => database.close(),
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop())
