// Several instances of a production build behind HAProxy, as docs/operations.md ("Several instances") runs them,
// on one machine: a fresh PostgreSQL database with the demo content, the machine's Redis (a database number of
// the run's own), an S3-compatible server (s3rver, on disk in a temporary folder), an SMTP server that keeps what
// it receives, N instances of the build, each with its own copy of the build folder (as on separate machines:
// nothing is shared through the disk), and HAProxy with deploy/haproxy.cfg. The cluster integration test
// (tests/e2e/cluster.spec.ts) and benchmark (bench/cluster.ts) use it.
import { spawn, spawnSync } from 'node:child_process'
import { closeSync, cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { Redis } from 'ioredis'
import { SMTPServer } from 'smtp-server'

import { buildServer } from './build-server.mjs'
import { buildFingerprint, createPostgresDatabase, needsBuild, root, writeFingerprint } from './lib.mjs'

const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** The HAProxy binary: Debian's package. */
export const haproxyPath = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy'

/** Installs HAProxy with apt-get when it is missing (as scripts/chromium.mjs installs Chromium); throws when that fails. */
export function ensureHaproxy() {
  if (existsSync(haproxyPath)) return
  console.log('\n▸ Installing HAProxy for the cluster (apt-get install -y haproxy)…')
  const sudo = process.getuid?.() === 0 ? [] : ['sudo']
  const exec = (args) =>
    spawnSync(sudo[0] ?? args[0], sudo.length ? args : args.slice(1), { stdio: 'inherit' })
  exec(['apt-get', 'update'])
  const res = exec(['apt-get', 'install', '-y', '--no-install-recommends', 'haproxy'])
  if (res.status !== 0 || !existsSync(haproxyPath))
    throw new Error(`HAProxy could not be installed at ${haproxyPath}`)
}

/** A port nobody listens on right now. @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

/**
 * Resolves once `url` answers 200, or rejects after the timeout, or at once when `failed()` names a reason.
 * @param {string} url
 * @param {number} timeoutMs
 * @param {() => string | null} [failed]
 */
export async function waitFor200(url, timeoutMs, failed = () => null) {
  const end = Date.now() + timeoutMs
  let last = 'no answer'
  while (Date.now() < end) {
    const reason = failed()
    if (reason) throw new Error(`${url}: ${reason}`)
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) })
      const text = await res.text()
      if (res.status === 200) return
      last = `status ${res.status} ${text.slice(0, 300)}`
    } catch (error) {
      last = error instanceof Error ? error.message : String(error)
    }
    await sleep(200)
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms (last: ${last})`)
}

/**
 * A command in a process group of its own, its output in `logFile`.
 * @param {string} cmd
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @param {string} logFile
 */
function spawnGroup(cmd, args, env, logFile) {
  const fd = openSync(logFile, 'a')
  const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', fd, fd], detached: true })
  closeSync(fd)
  /** @type {Promise<void>} */
  const exited = new Promise((resolve) => child.once('exit', () => resolve()))
  const running = () => child.exitCode === null && child.signalCode === null
  /** @param {NodeJS.Signals} signal */
  const signal = async (signal) => {
    if (!running() || child.pid === undefined) return
    try {
      process.kill(-child.pid, signal) // npm and the server it started share the group
    } catch {
      // gone already
    }
    await exited
  }
  groups.add(child)
  exited.then(() => groups.delete(child))
  return { child, exited, running, signal }
}

/** Every process group started here, so a crashed caller does not leave servers behind. */
const groups = new Set()
process.once('exit', () => {
  for (const child of groups) {
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      // gone already
    }
  }
})

/**
 * A real S3-compatible HTTP server (s3rver, as tests/fixtures/s3Server.ts starts it) on a free loopback port,
 * keeping its objects in a fresh folder, with one empty bucket; it checks each request's Signature V4.
 * @returns {Promise<{ variables: Record<string, string>, directory: string, stop: () => Promise<void> }>}
 */
export async function startS3(bucket = 'site-media') {
  const S3rver = createRequire(import.meta.url)('s3rver')
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-cluster-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
    allowMismatchedSignatures: false,
    vhostBuckets: false,
  })
  const { port } = await server.run()
  return {
    variables: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    directory,
    async stop() {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}

/**
 * @typedef {{ from: string, to: string[], replyTo: string, subject: string, raw: string, at: number }} CapturedMail
 */

/**
 * An SMTP server on a free loopback port that keeps every message it receives (as tests/fixtures/smtpServer.ts
 * does), with the Reply-To header read out: a lead's e-mail replies to the visitor's address.
 * @returns {Promise<{ url: string, received: CapturedMail[], stop: () => Promise<void> }>}
 */
export async function startSmtp() {
  /** @type {CapturedMail[]} */
  const received = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      /** @type {Buffer[]} */
      const chunks = []
      stream.on('data', (c) => chunks.push(c))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/=\r?\n/g, '')
        const head = raw.split(/\r?\n\r?\n/)[0] ?? ''
        const header = (name) =>
          new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im')
            .exec(head)?.[1]
            ?.replace(/\r?\n[ \t]/g, ' ') ?? ''
        const replyTo = /<([^>]+)>/.exec(header('Reply-To'))?.[1] ?? header('Reply-To').trim()
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          replyTo: replyTo.toLowerCase(),
          subject: header('Subject'),
          raw,
          at: Date.now(),
        })
        callback()
      })
    },
  })
  const port = await freePort()
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(undefined))
  })
  // A connection cut by an instance's SIGKILL is reported as an error of the server: not a reason to stop.
  server.on('error', () => {})
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  }
}

/** Empties one database of the machine's Redis (only that one: other runs and tests use the others). */
async function flushRedisDb(url) {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 })
  try {
    await redis.connect()
    await redis.flushdb()
  } finally {
    redis.disconnect()
  }
}

/**
 * Runs a command to completion with its output in `logFile`; throws with the log's path when it fails.
 * @param {string} cmd
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @param {string} logFile
 */
async function runLogged(cmd, args, env, logFile) {
  const { child, exited } = spawnGroup(cmd, args, env, logFile)
  await exited
  if (child.exitCode !== 0)
    throw new Error(`${path.basename(cmd)} ${args.join(' ')} failed (exit ${child.exitCode}); see ${logFile}`)
}

/**
 * Copies a build folder for one instance: everything but the compiler's own caches, which serving never reads.
 * @param {string} from
 * @param {string} to
 */
function copyBuild(from, to) {
  const skip = new Set(
    ['cache/turbopack', 'cache/webpack', 'cache/swc', 'cache/images', 'dev'].map((p) => path.join(from, p)),
  )
  cpSync(from, to, { recursive: true, filter: (source) => !skip.has(source) })
}

/**
 * @typedef {object} Instance
 * @property {string} name
 * @property {number} port
 * @property {string} url        the instance itself, not through HAProxy
 * @property {() => boolean} running
 * @property {() => Promise<void>} start   starts it (again) and resolves once /api/ready answers 200
 * @property {() => Promise<void>} kill    SIGKILL to its process group, as a crash or a power cut would end it
 * @property {() => Promise<void>} stop    SIGTERM, and the graceful stop
 */

/**
 * @typedef {object} Cluster
 * @property {string} url            HAProxy's address: where visitors go
 * @property {Instance[]} instances
 * @property {string} databaseUrl
 * @property {string} redisUrl
 * @property {{ url: string, received: CapturedMail[] }} smtp
 * @property {Record<string, string>} s3   the S3_* variables
 * @property {NodeJS.ProcessEnv} env      the environment the instances share
 * @property {string} dir            the run's folder (logs under it)
 * @property {() => Promise<void>} stop  stops everything, drops the database and empties the Redis database
 */

/**
 * @typedef {object} ClusterOptions
 * @property {string} name                 names the database and the run's folder (letters, digits, _)
 * @property {string} distDir              the production build the instances serve (relative to the project)
 * @property {number} [instances]          how many (default 2; HAProxy's configuration names two, so one
 *                                         instance stands behind both server lines)
 * @property {number} [redisDb]            the Redis database number of this run (default 5), emptied at start and stop
 * @property {Record<string, string>} [env] more variables for every instance (and for preparing and building)
 * @property {{ fingerprintLabel: string }} [build] build `distDir` from the fresh database when the code changed
 *                                         (the fingerprint is taken with the label in place of the database's
 *                                         address, which is new each run while its content is the same)
 * @property {(line: string) => void} [log]
 */

/**
 * Starts the whole cluster; on failure whatever was started is stopped again.
 * @param {ClusterOptions} options
 * @returns {Promise<Cluster>}
 */
export async function startCluster(options) {
  const { name, distDir, instances: count = 2, redisDb = 5, env: extra = {}, log = () => {} } = options
  ensureHaproxy()
  const stamp = `${name}_${Date.now()}`
  const dir = path.join(root, 'tmp', 'cluster', stamp)
  // Earlier runs of the same name leave their logs only; the last one's are kept until this one starts.
  if (existsSync(path.dirname(dir)))
    for (const old of readdirSync(path.dirname(dir)))
      if (old.startsWith(`${name}_`))
        rmSync(path.join(path.dirname(dir), old), { recursive: true, force: true })
  mkdirSync(path.join(dir, 'logs'), { recursive: true })
  /** @type {Array<() => Promise<unknown>>} */
  const undo = []
  const stopAll = async () => {
    for (const step of undo.splice(0).reverse()) {
      try {
        await step()
      } catch (error) {
        console.error(`cluster stop: ${error instanceof Error ? error.message : String(error)}`)
      }
    }
  }
  try {
    const redisUrl = `redis://127.0.0.1:6379/${redisDb}`
    await flushRedisDb(redisUrl)
    undo.push(() => flushRedisDb(redisUrl))
    const database = await createPostgresDatabase(`cluster_${stamp}`.toLowerCase())
    undo.push(database.drop)
    const s3 = await startS3()
    undo.push(s3.stop)
    const smtp = await startSmtp()
    undo.push(smtp.stop)
    const lbPort = await freePort()
    const url = `http://localhost:${lbPort}`
    /** @type {NodeJS.ProcessEnv} */
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      SMTP_URL: smtp.url,
      PAYLOAD_SECRET: `cluster-secret-${stamp}`,
      SITE_URL: url,
      TRUSTED_PROXY_HOPS: '1',
      JOBS_AUTORUN: 'true',
      SHUTDOWN_GRACE_SECONDS: '5',
      ADMIN_EMAIL: CLUSTER_ADMIN.email,
      ADMIN_PASSWORD: CLUSTER_ADMIN.password,
      DATA_DIR: path.relative(root, path.join(dir, 'data')),
      ...s3.variables,
      ...extra,
    }

    log(`database ${database.url}: migrating and seeding the demo content…`)
    await runLogged(bin('tsx'), ['scripts/prepare.ts'], env, path.join(dir, 'logs', 'prepare.log'))
    if (options.build) {
      // Built without SITE_URL, as the end-to-end build is: HAProxy's port is new each run, and the instances get
      // SITE_URL when they start (it only changes the sitemap's and canonical links' host in pre-rendered pages).
      const fingerprint = buildFingerprint(options.build.fingerprintLabel)
      if (needsBuild(distDir, fingerprint)) {
        log(`building ${distDir} (next build; a few minutes)…`)
        const buildEnv = { ...env, NEXT_DIST_DIR: distDir, JOBS_AUTORUN: 'false' }
        delete buildEnv.SITE_URL
        rmSync(path.join(root, distDir, 'cache', 'fetch-cache'), { recursive: true, force: true })
        await runLogged(bin('next'), ['build'], buildEnv, path.join(dir, 'logs', 'build.log'))
        await buildServer(distDir)
        writeFingerprint(distDir, fingerprint)
      }
    }
    if (!existsSync(path.join(root, distDir, 'BUILD_ID'))) throw new Error(`No build in ${distDir}`)

    const ports = await Promise.all(Array.from({ length: count }, () => freePort()))
    const instances = []
    for (const [index, port] of ports.entries()) {
      const instanceName = String.fromCharCode(97 + index)
      const dist = path.relative(root, path.join(dir, `dist-${instanceName}`))
      log(`instance ${instanceName}: copying ${distDir} to ${dist}`)
      undo.push(async () => rmSync(path.join(root, dist), { recursive: true, force: true }))
      copyBuild(path.join(root, distDir), path.join(root, dist))
      // The compiled server finds the project folder from its own place, which the copy moved.
      await buildServer(dist)
      instances.push(
        makeInstance({
          name: instanceName,
          port,
          // A data folder each: media must come from the bucket, never from a disk the instances happen to share.
          env: {
            ...env,
            PORT: String(port),
            NEXT_DIST_DIR: dist,
            DATA_DIR: path.relative(root, path.join(dir, `data-${instanceName}`)),
          },
          logFile: path.join(dir, 'logs', `instance-${instanceName}.log`),
        }),
      )
    }
    undo.push(() => Promise.all(instances.map((i) => i.stop())))
    log(`starting ${count} instance(s) on ports ${ports.join(', ')}…`)
    await Promise.all(instances.map((i) => i.start()))

    const [a, b = a] = instances
    const haproxy = spawnGroup(
      haproxyPath,
      ['-db', '-f', path.join(root, 'deploy', 'haproxy.cfg')],
      {
        ...process.env,
        LB_BIND: `127.0.0.1:${lbPort}`,
        INSTANCE_A: `127.0.0.1:${a.port}`,
        INSTANCE_B: `127.0.0.1:${b.port}`,
      },
      path.join(dir, 'logs', 'haproxy.log'),
    )
    undo.push(() => haproxy.signal('SIGTERM'))
    await waitFor200(`${url}/api/ready`, 30_000, () =>
      haproxy.running() ? null : 'HAProxy exited; see its log',
    )
    log(`HAProxy routes ${url} to ${instances.map((i) => i.url).join(' and ')}`)

    return {
      url,
      instances,
      databaseUrl: database.url,
      redisUrl,
      smtp,
      s3: s3.variables,
      env,
      dir,
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}

/**
 * One instance: `npm run serve` on its port, in its own process group.
 * @param {{ name: string, port: number, env: NodeJS.ProcessEnv, logFile: string }} spec
 * @returns {Instance}
 */
function makeInstance({ name, port, env, logFile }) {
  /** @type {ReturnType<typeof spawnGroup> | null} */
  let current = null
  const url = `http://127.0.0.1:${port}`
  return {
    name,
    port,
    url,
    running: () => Boolean(current?.running()),
    async start() {
      if (current?.running()) throw new Error(`instance ${name} is running already`)
      const proc = spawnGroup('npm', ['run', '--silent', 'serve'], env, logFile)
      current = proc
      await waitFor200(`${url}/api/ready`, 120_000, () =>
        proc.running() ? null : `instance ${name} exited (code ${proc.child.exitCode}); see ${logFile}`,
      )
    },
    async kill() {
      await current?.signal('SIGKILL')
    },
    async stop() {
      await current?.signal('SIGTERM')
    },
  }
}

/**
 * fetch with a time limit (30 s unless `init.signal` says otherwise): an instance that stops answering must
 * fail a check, not hang it.
 * @param {string} url
 * @param {RequestInit} [init]
 */
export function request(url, init = {}) {
  return fetch(url, { signal: AbortSignal.timeout(30_000), ...init })
}

/** The admin the instances' start creates (ADMIN_EMAIL, ADMIN_PASSWORD), for the staff REST API. */
export const CLUSTER_ADMIN = { email: 'cluster-admin@example.com', password: 'cluster-admin-password-7316' }

/**
 * A staff session token from Payload's login on one instance, for `Authorization: JWT <token>`.
 * @param {string} base
 * @returns {Promise<string>}
 */
export async function staffToken(base, account = CLUSTER_ADMIN) {
  const res = await request(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  })
  const body = /** @type {{ token?: string }} */ (await res.json().catch(() => ({})))
  if (!res.ok || !body.token) throw new Error(`staff sign-in at ${base} failed (${res.status})`)
  return body.token
}

/**
 * A demo dealer near the zip code that takes leads: its company id and the address its lead e-mails go to.
 * @param {string} base
 * @returns {Promise<{ companyId: number, email: string }>}
 */
export async function leadDealer(base, zipcode = '10001') {
  const res = await request(`${base}/api/v1/dealers/locations?brand=ALD&zipcode=${zipcode}`)
  if (!res.ok) throw new Error(`dealer search answered ${res.status}`)
  const body = /** @type {{ dealers: { data: { companyID: number, email?: string } }[] }} */ (
    await res.json()
  )
  const dealer = body.dealers.find((d) => d.data.email)
  if (!dealer?.data.email) throw new Error(`no demo dealer with an e-mail address near ${zipcode}`)
  return { companyId: dealer.data.companyID, email: dealer.data.email.toLowerCase() }
}

/**
 * A contact-dealer lead as the site's form posts it (the visitor's address tells the leads apart).
 * @param {{ n: number, companyId: number, email: string, consentText: string, pageUrl: string }} lead
 */
export function dealerLeadBody({ n, companyId, email, consentText, pageUrl }) {
  return {
    kind: 'CONTACT_DEALER',
    brandCode: 'ALD',
    sourceTag: 'ALDWEB',
    companyId,
    firstName: 'Cluster',
    lastName: `Visitor ${n}`,
    email,
    phone: '(555) 010-0000',
    addressLine1: `${100 + n} Main St`,
    city: 'New York',
    state: 'NY',
    zip: '10001',
    consent: { text: consentText, pageUrl },
  }
}

/**
 * Every stored lead, as staff read them through the REST API.
 * @param {string} base
 * @param {string} token
 * @returns {Promise<{ id: string, email: string, deliveryState: string }[]>}
 */
export async function storedLeads(base, token) {
  /** @type {{ id: string, email: string, deliveryState: string }[]} */
  const leads = []
  for (let page = 1; ; page += 1) {
    const res = await request(
      `${base}/api/leads?depth=0&limit=500&page=${page}&select[email]=true&select[deliveryState]=true`,
      { headers: { authorization: `JWT ${token}` } },
    )
    if (!res.ok) throw new Error(`GET /api/leads answered ${res.status}`)
    const body =
      /** @type {{ docs: { id: string | number, email?: string | null, deliveryState?: string | null }[], hasNextPage: boolean }} */ (
        await res.json()
      )
    leads.push(
      ...body.docs.map((d) => ({
        id: String(d.id),
        email: (d.email ?? '').toLowerCase(),
        deliveryState: d.deliveryState ?? '',
      })),
    )
    if (!body.hasNextPage) return leads
  }
}
