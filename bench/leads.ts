/**
 * Lead intake under load (npm run bench:leads). Sends LEADS contact-dealer leads over CONNECTIONS connections
 * to a production build served as visitors get it, kills the server with SIGKILL once half have been sent,
 * starts it again, and carries on. A request that got no answer (the server died under it) is sent again with
 * the same Idempotency-Key, as the browser's retry would. Prints p50/p99 of the answered requests and checks,
 * through the staff REST API, that every lead answered 201 is in the database exactly once. Figures only.
 * Heavy on two cores: run it alone (flock /tmp/build.lock npm run bench:leads).
 */
import { randomUUID } from 'node:crypto'

import { CONSENT_TEXT } from '../src/domain/leads/messages'
import { percentile } from './stats'
import { prepareAndBuildSite, serveSite, siteEnv, sparePort, type Served } from './web/servers'

const LEADS = Number(process.env.BENCH_LEADS ?? 2000)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const ADMIN_EMAIL = 'bench-admin@example.com'
const ADMIN_PASSWORD = 'bench-admin-password-0001'

type Attempt = { status: number; ms: number; id?: string }
type Lead = { key: string; body: string; answers: Attempt[]; failures: number }

const env: NodeJS.ProcessEnv = {
  ...siteEnv(await sparePort()),
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  // The point is the intake, not the per-address budget: one address sends everything here.
  RATE_LIMIT_FORMS_PER_MINUTE: '1000000',
  RATE_LIMIT_PER_SECOND: '100000',
  RATE_LIMIT_BURST: '100000',
  REQUESTS_IN_FLIGHT_PER_CLIENT: '1000',
}
const url = `http://localhost:${env.PORT}`

async function firstDealer(): Promise<{ companyId: number; zip: string }> {
  const res = await fetch(`${url}/api/v1/dealers/locations?brand=ALD&zipcode=10001`)
  if (!res.ok) throw new Error(`dealer search answered ${res.status}`)
  const body = (await res.json()) as { dealers: { data: { companyID: number } }[] }
  const companyId = body.dealers[0]?.data.companyID
  if (companyId === undefined) throw new Error('no demo dealer near 10001')
  return { companyId, zip: '10001' }
}

function makeLead(n: number, companyId: number, zip: string): Lead {
  const body = {
    kind: 'CONTACT_DEALER',
    brandCode: 'ALD',
    sourceTag: 'ALDWEB',
    companyId,
    firstName: 'Bench',
    lastName: `Visitor ${n}`,
    email: `bench-${n}@example.com`,
    phone: '(555) 010-0000',
    addressLine1: `${100 + n} Main St`,
    city: 'New York',
    state: 'NY',
    zip,
    consent: {
      text: CONSENT_TEXT,
      pageUrl: `${url}/find-your-dealer/`,
    },
  }
  return { key: randomUUID(), body: JSON.stringify(body), answers: [], failures: 0 }
}

async function send(lead: Lead): Promise<boolean> {
  const started = performance.now()
  try {
    const res = await fetch(`${url}/api/v1/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': lead.key, origin: url },
      body: lead.body,
    })
    const json = (await res.json()) as { id?: string | number }
    if (res.status === 201 && json.id === undefined) throw new Error('201 without an id')
    lead.answers.push({ status: res.status, ms: performance.now() - started, id: json.id?.toString() })
    return res.status < 500
  } catch {
    lead.failures += 1 // no whole answer: the server is down, or died before or while it answered
    return false
  }
}

/** Sends every lead in `batch` over CONNECTIONS workers; a lead with no answer goes back on the queue. */
async function sendAll(batch: Lead[], stopAfter?: number): Promise<Lead[]> {
  const queue = [...batch]
  const unanswered: Lead[] = []
  let started = 0
  const worker = async () => {
    for (;;) {
      if (stopAfter !== undefined && started >= stopAfter) return
      const lead = queue.shift()
      if (!lead) return
      started += 1
      if (!(await send(lead))) unanswered.push(lead)
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS }, worker))
  return [...unanswered, ...queue]
}

async function storedLeadIds(): Promise<string[]> {
  const login = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  })
  const { token } = (await login.json()) as { token?: string }
  if (!token) throw new Error(`staff sign-in failed (${login.status})`)
  const ids: string[] = []
  for (let page = 1; ; page += 1) {
    const res = await fetch(`${url}/api/leads?depth=0&limit=500&page=${page}&select[kind]=true`, {
      headers: { authorization: `JWT ${token}` },
    })
    const body = (await res.json()) as { docs: { id: string | number }[]; hasNextPage: boolean }
    ids.push(...body.docs.map((d) => d.id.toString()))
    if (!body.hasNextPage) return ids
  }
}

console.log('Preparing the benchmark database and building the site (.next-bench)...')
await prepareAndBuildSite(env)
let site: Served = await serveSite(env)
try {
  const { companyId, zip } = await firstDealer()
  const leads = Array.from({ length: LEADS }, (_, n) => makeLead(n, companyId, zip))
  console.log(`Sending ${LEADS} leads at ${CONNECTIONS} connections; SIGKILL after ${LEADS / 2}...`)

  const firstRun = performance.now()
  const killing = (async () => {
    // Kill once half the leads have an answer, while the rest are in flight.
    while (leads.filter((l) => l.answers.length > 0).length < LEADS / 2)
      await new Promise((r) => setTimeout(r, 20))
    await site.kill()
  })()
  let pending = await sendAll(leads)
  await killing
  const downAt = performance.now()
  site = await serveSite(env)
  const restartMs = performance.now() - downAt
  for (let round = 0; pending.length > 0 && round < 5; round += 1) pending = await sendAll(pending)
  const elapsed = performance.now() - firstRun

  const answers = leads.flatMap((l) => l.answers)
  const ms = answers
    .filter((a) => a.status === 201)
    .map((a) => a.ms)
    .sort((a, b) => a - b)
  const created = leads.filter((l) => l.answers.some((a) => a.status === 201))
  const createdIds = new Set(created.map((l) => l.answers.find((a) => a.status === 201)?.id ?? ''))
  const replays = leads.filter((l) => l.failures > 0 && l.answers.some((a) => a.status === 201)).length
  const stored = await storedLeadIds()
  const storedSet = new Set(stored)
  const missing = [...createdIds].filter((id) => !storedSet.has(id)).length
  const statusCounts = answers.reduce<Record<number, number>>(
    (acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }),
    {},
  )

  console.log(
    `\nleads sent                 ${LEADS} (${CONNECTIONS} connections), ${(elapsed / 1000).toFixed(1)} s in all`,
  )
  console.log(`answers by status          ${JSON.stringify(statusCounts)}`)
  console.log(
    `requests without an answer ${leads.reduce((n, l) => n + l.failures, 0)} (refused or cut while the server was down; sent again with their key)`,
  )
  console.log(`restart after SIGKILL      ${(restartMs / 1000).toFixed(1)} s until the site answered`)
  console.log(
    `201 latency                p50 ${percentile(ms, 50).toFixed(0)} ms, p99 ${percentile(ms, 99).toFixed(0)} ms`,
  )
  console.log(`leads answered 201         ${created.length} of ${LEADS} (${replays} after a retry)`)
  console.log(`in the database            ${stored.length} leads; answered-201 ids missing: ${missing}`)
  console.log(
    `stored but never answered  ${stored.filter((id) => !createdIds.has(id)).length} (a second lead for one submission would show here)`,
  )
  console.log(`unanswered after retries   ${pending.length}`)
} finally {
  await site.stop()
}
process.exit(0)
