/**
 * Several instances under load (npm run bench:cluster). Builds the site into .next-cluster from a fresh
 * PostgreSQL database (skipped when this code was built there already), then starts, through scripts/cluster.mjs,
 * a fresh PostgreSQL database with the demo content, the machine's Redis (database 6, emptied before and after),
 * s3rver for media, an SMTP server that keeps what it receives, two instances of the build and HAProxy with
 * deploy/haproxy.cfg in front. For BENCH_SECONDS (60) it sends, through HAProxy:
 *  - the dealer locator at BENCH_RATE (40) requests a second, open loop: three in four to the locator API
 *    (/api/v1/dealers/locations), one in four to the locator page (/find-your-dealer/), over varied zip codes;
 *  - BENCH_LEADS (1,000) contact-dealer leads spread evenly over the period, each with its Idempotency-Key; a post
 *    that gets no answer, or 502/503/504, is sent again with the same key, as the form does;
 *  - an editor who publishes a page through instance A every BENCH_EDIT_SECONDS (5) while polling instance B
 *    directly for the new text (publish→visible delay);
 * and halfway sends instance B SIGKILL and starts it again. It prints the answers by status, p50/p99 latency
 * before the kill, from the kill until the restarted instance is ready, and after; leads acknowledged, stored and
 * e-mailed (lost and duplicated); and the median and worst publish→visible delay. Figures only, no assertions.
 *
 * `--single` (or BENCH_INSTANCES=1): the same load on one instance, HAProxy still in front (both of its server
 * lines name that instance), no kill; the editor then publishes and polls on that one instance.
 * Heavy on two cores: run it alone (no Playwright run at the same time).
 */
import { randomUUID } from 'node:crypto'

import pg from 'pg'

import {
  type Cluster,
  dealerLeadBody,
  leadDealer,
  request,
  staffToken,
  startCluster,
  storedLeads,
} from '../scripts/cluster.mjs'
import { CONSENT_TEXT } from '../src/domain/leads/messages'
import { median, percentile } from './stats'

const SINGLE = process.argv.includes('--single') || process.env.BENCH_INSTANCES === '1'
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60)
const RATE = Number(process.env.BENCH_RATE ?? 40)
const LEADS = Number(process.env.BENCH_LEADS ?? 1000)
const EDIT_SECONDS = Number(process.env.BENCH_EDIT_SECONDS ?? 5)
/** How long the editor waits for an edit to show before counting it as not shown. */
const EDIT_WAIT_MS = 70_000
/** Locator requests waiting for an answer at once, at most: beyond it a tick is skipped and counted. */
const MAX_OUTSTANDING = 400

const ZIPS = [
  '10001',
  '11201',
  '07302',
  '19103',
  '02108',
  '20001',
  '21201',
  '15222',
  '44113',
  '48226',
  '60601',
  '53202',
  '55401',
  '63101',
  '64106',
  '30303',
  '33130',
  '32801',
  '28202',
  '37203',
  '70112',
  '75201',
  '77002',
  '78701',
  '80202',
  '84111',
  '85004',
  '89101',
  '90012',
  '92101',
  '94103',
  '95814',
  '97204',
  '98101',
  '12207',
  '14604',
]

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const now = () => performance.now()

type Sample = { at: number; ms: number; status: string; kind: 'api' | 'page' }
type Lead = {
  n: number
  key: string
  email: string
  body: string
  ids: Set<string>
  tries: number
  answered: boolean
}
type Edit = { at: number; visibleAfter: number | null; duringOutage: boolean }

const log = (line: string) => console.log(`  ${line}`)

console.log(
  SINGLE
    ? 'Cluster benchmark, single: one instance behind HAProxy (no kill)'
    : 'Cluster benchmark: two instances behind HAProxy, one killed halfway',
)
const cluster: Cluster = await startCluster({
  name: SINGLE ? 'bench_single' : 'bench',
  distDir: '.next-cluster',
  build: { fingerprintLabel: 'postgres:cluster-bench' },
  instances: SINGLE ? 1 : 2,
  redisDb: 6,
  env: {
    // One address sends everything here: the point is the capacity, not the per-address budgets.
    RATE_LIMIT_PER_SECOND: '100000',
    RATE_LIMIT_BURST: '100000',
    RATE_LIMIT_FORMS_PER_MINUTE: '1000000',
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    REQUESTS_IN_FLIGHT_PER_CLIENT: '1000',
    REQUESTS_WAITING_PER_CLIENT: '1000',
    REQUESTS_IN_FLIGHT_PER_STAFF: '1000',
  },
  log,
})

try {
  const lb = cluster.url
  const [a, b = a] = cluster.instances as [Cluster['instances'][number], ...Cluster['instances']]
  const token = await staffToken(a.url)
  const staff = { authorization: `JWT ${token}`, 'content-type': 'application/json' }
  const dealer = await leadDealer(lb)
  const stamp = Date.now()

  // Each instance renders the locator page and answers the API once before the clock starts.
  for (const instance of cluster.instances) {
    for (const zip of ZIPS.slice(0, 4)) {
      await (await request(`${instance.url}/api/v1/dealers/locations?brand=ALD&zipcode=${zip}`)).arrayBuffer()
      await (await request(`${instance.url}/find-your-dealer/?zipcode=${zip}`)).arrayBuffer()
    }
  }

  const pagePath = `/bench/cluster-edit-${stamp}`
  const created = await request(`${a.url}/api/pages`, {
    method: 'POST',
    headers: staff,
    body: JSON.stringify({
      title: `Cluster bench ${stamp}`,
      path: pagePath,
      _status: 'published',
      layout: [{ blockType: 'heading', text: `Edition 0 of ${stamp}`, level: 'h1' }],
    }),
  })
  if (created.status !== 201) throw new Error(`creating the editor's page answered ${created.status}`)
  const pageId = ((await created.json()) as { doc: { id: number } }).doc.id
  await (await request(`${b.url}${pagePath}`)).arrayBuffer()

  const samples: Sample[] = []
  let skipped = 0
  let outstanding = 0
  const leadStatuses: Record<string, number> = {}
  const leads: Lead[] = Array.from({ length: LEADS }, (_, n) => {
    const email = `bench-${stamp}-${n}@example.com`
    const body = dealerLeadBody({
      n,
      companyId: dealer.companyId,
      email,
      consentText: CONSENT_TEXT,
      pageUrl: `${lb}/find-your-dealer/`,
    })
    return {
      n,
      key: randomUUID(),
      email,
      body: JSON.stringify(body),
      ids: new Set(),
      tries: 0,
      answered: false,
    }
  })
  const edits: Edit[] = []

  const start = now()
  const end = start + SECONDS * 1000
  let killAt: number | null = null
  let readyAgainAt: number | null = null

  const locator = async (n: number) => {
    const zip = ZIPS[n % ZIPS.length]
    const kind: Sample['kind'] = n % 4 === 3 ? 'page' : 'api'
    const url =
      kind === 'api'
        ? `${lb}/api/v1/dealers/locations?brand=ALD&zipcode=${zip}`
        : `${lb}/find-your-dealer/?zipcode=${zip}`
    const at = now()
    outstanding += 1
    let status = 'no answer'
    try {
      const res = await request(url, { signal: AbortSignal.timeout(30_000) })
      await res.arrayBuffer()
      status = String(res.status)
    } catch {
      // counted as no answer
    } finally {
      outstanding -= 1
    }
    samples.push({ at: at - start, ms: now() - at, status, kind })
  }

  const postLead = async (lead: Lead) => {
    for (;;) {
      lead.tries += 1
      let status = 'no answer'
      try {
        const res = await request(`${lb}/api/v1/leads`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': lead.key, origin: lb },
          body: lead.body,
          signal: AbortSignal.timeout(30_000),
        })
        status = String(res.status)
        const json = (await res.json().catch(() => ({}))) as { id?: string | number }
        if (res.status === 201 && json.id !== undefined) lead.ids.add(String(json.id))
      } catch {
        // sent again below
      }
      leadStatuses[status] = (leadStatuses[status] ?? 0) + 1
      if (status === '201') {
        lead.answered = true
        return
      }
      // Sent again until a minute after the load ends; then it counts as unanswered.
      if (!['no answer', '502', '503', '504'].includes(status) || now() > end + 60_000) return
      await sleep(1000)
    }
  }

  const outage = () => killAt !== null && readyAgainAt === null
  const editor = async () => {
    for (let edition = 1; now() < end; edition += 1) {
      await sleep(EDIT_SECONDS * 1000)
      if (now() >= end) return
      if (outage()) continue // the instance it polls is down: nothing to measure
      const text = `Edition ${edition} of ${stamp}`
      const res = await request(`${a.url}/api/pages/${pageId}`, {
        method: 'PATCH',
        headers: staff,
        body: JSON.stringify({ layout: [{ blockType: 'heading', text, level: 'h1' }], _status: 'published' }),
      }).catch(() => null)
      if (res?.status !== 200) continue
      const at = now()
      const edit: Edit = { at: at - start, visibleAfter: null, duringOutage: false }
      edits.push(edit)
      while (now() - at < EDIT_WAIT_MS) {
        if (outage()) edit.duringOutage = true
        const html = await request(`${b.url}${pagePath}`)
          .then((r) => r.text())
          .catch(() => '')
        if (html.includes(text)) {
          edit.visibleAfter = now() - at
          break
        }
        await sleep(100)
      }
    }
  }

  const killer = async () => {
    if (SINGLE) return
    await sleep(SECONDS * 500)
    killAt = now() - start
    await b.kill()
    log(`instance b killed (SIGKILL) at ${(killAt / 1000).toFixed(1)} s; starting it again`)
    await b.start()
    readyAgainAt = now() - start
    log(`instance b ready again at ${(readyAgainAt / 1000).toFixed(1)} s`)
  }

  log(`load for ${SECONDS} s: ${RATE} locator requests/s, ${LEADS} leads, a publish every ${EDIT_SECONDS} s`)
  const background = [editor(), killer()]
  const inFlight: Promise<void>[] = []
  // One schedule for both streams: each 10 ms tick sends what is due by then.
  let sentLocator = 0
  let sentLeads = 0
  while (now() < end) {
    const elapsed = now() - start
    const dueLocator = Math.floor((elapsed / 1000) * RATE)
    const dueLeads = Math.min(LEADS, Math.floor((elapsed / (SECONDS * 1000)) * LEADS))
    for (; sentLocator < dueLocator; sentLocator += 1) {
      if (outstanding >= MAX_OUTSTANDING) skipped += 1
      else inFlight.push(locator(sentLocator))
    }
    for (; sentLeads < dueLeads; sentLeads += 1) inFlight.push(postLead(leads[sentLeads]!))
    await sleep(10)
  }
  for (; sentLeads < LEADS; sentLeads += 1) inFlight.push(postLead(leads[sentLeads]!))
  await Promise.all([...inFlight, ...background])
  const loadDone = now()

  // Delivery: every stored lead sent, or two minutes; then one more runner tick for late duplicates.
  const ours = new Map(leads.map((l) => [l.email, l]))
  const mails = () => {
    const byEmail = new Map<string, number>()
    for (const m of cluster.smtp.received)
      if (ours.has(m.replyTo) && m.to.includes(dealer.email))
        byEmail.set(m.replyTo, (byEmail.get(m.replyTo) ?? 0) + 1)
    return byEmail
  }
  /**
   * The stored leads through the staff REST API of the first instance that answers (an instance can hang on
   * its database while answering its probes); straight from the database, said so, when none does.
   */
  let readFrom = ''
  const readStored = async () => {
    for (const instance of cluster.instances) {
      try {
        const leads = await storedLeads(instance.url, await staffToken(instance.url))
        readFrom = `the staff REST API of instance ${instance.name}`
        return leads.filter((l) => ours.has(l.email))
      } catch {
        // the next instance
      }
    }
    const db = new pg.Client({ connectionString: cluster.databaseUrl })
    await db.connect()
    try {
      const { rows } = await db.query<{ id: number; email: string | null; delivery_state: string | null }>(
        'SELECT id, email, delivery_state FROM leads',
      )
      readFrom = 'the database (no instance answered the staff REST API)'
      return rows
        .map((r) => ({
          id: String(r.id),
          email: (r.email ?? '').toLowerCase(),
          deliveryState: r.delivery_state ?? '',
        }))
        .filter((l) => ours.has(l.email))
    } finally {
      await db.end()
    }
  }
  let stored = await readStored()
  const deliveryDeadline = now() + 120_000
  while (now() < deliveryDeadline) {
    stored = await readStored()
    if (stored.every((l) => l.deliveryState === 'sent') && mails().size >= stored.length) break
    await sleep(2000)
  }
  const deliveredAfter = now() - loadDone
  const allDelivered = stored.every((l) => l.deliveryState === 'sent') && mails().size >= stored.length
  await sleep(6000)
  stored = await readStored()
  const mailed = mails()

  // Each instance's state at the end: does it still answer a request that needs its database, and how many
  // database connections sit in a transaction nobody ends.
  const health: string[] = []
  for (const instance of cluster.instances) {
    const at = now()
    const answer = await request(`${instance.url}/api/v1/dealers/locations?brand=ALD&zipcode=10001`, {
      signal: AbortSignal.timeout(10_000),
    })
      .then((r) => `${r.status} in ${(now() - at).toFixed(0)} ms`)
      .catch(() => 'no answer within 10 s')
    const ready = await request(`${instance.url}/api/ready`)
      .then((r) => String(r.status))
      .catch(() => 'no answer')
    health.push(`instance ${instance.name} at the end      dealer search ${answer}; /api/ready ${ready}`)
  }
  const db = new pg.Client({ connectionString: cluster.databaseUrl })
  await db.connect()
  try {
    const { rows } = await db.query<{ state: string; n: number }>(
      "SELECT state, count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%' GROUP BY state",
    )
    health.push(
      `stuck transactions         ${rows.length ? rows.map((r) => `${r.n} ${r.state}`).join(', ') : 'none'} (connections of the instances' pools)`,
    )
  } finally {
    await db.end()
  }

  // Figures.
  const phase = (s: Sample) => {
    if (killAt === null) return s.at < (SECONDS * 1000) / 2 ? 'before' : 'after'
    if (s.at < killAt) return 'before'
    if (readyAgainAt === null || s.at < readyAgainAt) return 'during'
    return 'after'
  }
  const byStatus = (list: Sample[]) =>
    list.reduce<Record<string, number>>((acc, s) => ({ ...acc, [s.status]: (acc[s.status] ?? 0) + 1 }), {})
  const latency = (list: Sample[]) => {
    const ms = list
      .filter((s) => s.status === '200')
      .map((s) => s.ms)
      .sort((x, y) => x - y)
    return ms.length === 0
      ? 'none answered 200'
      : `p50 ${percentile(ms, 50).toFixed(0)} ms, p99 ${percentile(ms, 99).toFixed(0)} ms (${ms.length} answered 200 of ${list.length})`
  }
  const storedByEmail = new Map<string, number>()
  for (const l of stored) storedByEmail.set(l.email, (storedByEmail.get(l.email) ?? 0) + 1)
  const acknowledged = leads.filter((l) => l.answered)
  const lost = acknowledged.filter((l) => !storedByEmail.has(l.email)).length
  const storedTwice = leads.filter((l) => (storedByEmail.get(l.email) ?? 0) > 1).length
  const notMailed = stored.filter((l) => !mailed.has(l.email))
  const mailedTwice = [...mailed.values()].filter((n) => n > 1).length
  const states = stored.reduce<Record<string, number>>(
    (acc, l) => ({ ...acc, [l.deliveryState]: (acc[l.deliveryState] ?? 0) + 1 }),
    {},
  )
  const shown = edits.filter((e) => e.visibleAfter !== null && !e.duringOutage).map((e) => e.visibleAfter!)

  console.log('')
  console.log(
    `mode                       ${SINGLE ? 'single instance, HAProxy in front' : '2 instances, HAProxy in front'}; ${SECONDS} s of load`,
  )
  console.log(
    `locator API by status      ${JSON.stringify(byStatus(samples.filter((s) => s.kind === 'api')))}`,
  )
  console.log(
    `locator page by status     ${JSON.stringify(byStatus(samples.filter((s) => s.kind === 'page')))}`,
  )
  console.log(`lead posts by status       ${JSON.stringify(leadStatuses)} (retries included)`)
  if (skipped)
    console.log(`locator requests skipped   ${skipped} (over ${MAX_OUTSTANDING} waiting for an answer)`)
  if (killAt !== null)
    console.log(
      `kill                       instance b SIGKILLed at ${(killAt / 1000).toFixed(1)} s, ready again at ${((readyAgainAt ?? NaN) / 1000).toFixed(1)} s`,
    )
  const phases = killAt === null ? (['before', 'after'] as const) : (['before', 'during', 'after'] as const)
  const phaseName = {
    before: killAt === null ? 'first half' : 'before kill',
    during: 'kill→ready',
    after: killAt === null ? 'second half' : 'after ready',
  }
  for (const p of phases) {
    const list = samples.filter((s) => phase(s) === p)
    console.log(`${phaseName[p].padEnd(11)} API          ${latency(list.filter((s) => s.kind === 'api'))}`)
    console.log(`${phaseName[p].padEnd(11)} page         ${latency(list.filter((s) => s.kind === 'page'))}`)
  }
  console.log(
    `leads                      ${LEADS} sent, ${acknowledged.length} acknowledged (201), ${stored.length} stored, ${mailed.size} e-mailed (${[...mailed.values()].reduce((x, y) => x + y, 0)} dealer e-mails)`,
  )
  console.log(
    `lost / duplicated          ${lost} acknowledged but not stored; ${storedTwice} stored twice; ${notMailed.length} stored but not e-mailed; ${mailedTwice} e-mailed twice`,
  )
  console.log(`leads read from            ${readFrom}`)
  console.log(
    `delivery states            ${JSON.stringify(states)}; ${allDelivered ? `all delivered ${(deliveredAfter / 1000).toFixed(1)} s after the load ended` : 'not all delivered 120 s after the load ended'}`,
  )
  console.log(
    `unanswered lead posts      ${leads.length - acknowledged.length} (no 201 a minute after the load ended)`,
  )
  for (const line of health) console.log(line)
  console.log(
    `publish→visible ${SINGLE ? '(same)' : '(on B) '}    ${edits.length} publishes; median ${median(shown).toFixed(0)} ms, worst ${shown.length ? Math.max(...shown).toFixed(0) : 'n/a'} ms; not shown within ${EDIT_WAIT_MS / 1000} s: ${edits.filter((e) => e.visibleAfter === null).length}; during the outage (left out): ${edits.filter((e) => e.duringOutage).length}`,
  )
  console.log(`logs                       ${cluster.dir}/logs`)
} finally {
  await cluster.stop()
}
process.exit(0)
