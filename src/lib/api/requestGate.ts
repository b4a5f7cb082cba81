import type { IncomingMessage, ServerResponse } from 'node:http'

import { clientKey } from '../../domain/net/clientKey'
import { chargeFor } from './budgets'
import { resolveClientAddress, UNKNOWN_ADDRESS } from './clientAddress'
import { type FairShare, holdWorkSlot } from './fairShare'
import { holdWhileOpen, type InFlight, type InFlightLimit } from './inFlight'
import { ALLOW_HEADER, isAllowedMethod } from './methods'
import type { RateLimits } from './rateLimits'
import { comparablePath, pathOf } from './requestPath'
import type { StaffSessionVerifier } from './staffSession'

export type RequestGateOptions = {
  /** How many proxies in front of the server append to X-Forwarded-For (TRUSTED_PROXY_HOPS). */
  trustedHops: number
  limits: RateLimits
  staffSession: StaffSessionVerifier
  /** The requests in flight, and how many a client (or a signed-in staff member) may have running and waiting. */
  inFlight: { slots: InFlight; visitor: InFlightLimit; staff: InFlightLimit }
  /**
   * The server's work slots, shared fairly between clients (./fairShare.ts), and how long one request may hold
   * one. Without it a request goes on once its client has a slot.
   */
  work?: { share: FairShare; maxHoldMs: number }
  /** True for the server's own requests to itself (config/loopback.ts): they take no allowance and no slot. */
  isInternal?: (req: IncomingMessage) => boolean
  /**
   * Answers what must not wait for a slot (the health and readiness probes): called once the request has been
   * charged to its client's allowance, before it waits for a slot. True when it answered.
   */
  answerBeforeSlots?: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>
}

/** Answers the request itself (true) or leaves it to the application (false). */
export type RequestGate = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>

function answer(
  res: ServerResponse,
  status: number,
  error: string,
  headers: Record<string, string> = {},
): true {
  const body = JSON.stringify({ error })
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    ...headers,
  })
  res.end(body)
  return true
}

const headerText = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value.join(',') : value

/** Next's built files, which the server sends from memory: too cheap to count. */
const BUILT_FILES = '/_next/static/'

/**
 * What every request meets before the application: a method the site answers (else 405), a path that decodes
 * and names its route as written, with no dot segment (else 400, `isWellFormedPath`), the client's address
 * resolved from the socket and the trusted proxies and handed on as the only X-Forwarded-For entry (X-Real-IP
 * removed), for /api/* the allowance it draws on (else 429), a slot among its client's requests in flight,
 * waited for in turn (else 429 at once), and then one of the server's work slots, which go to the clients
 * holding the fewest. Next's built files and the server's own requests to itself take no slot.
 */
export function createRequestGate({
  trustedHops,
  limits,
  staffSession,
  inFlight,
  work,
  isInternal = () => false,
  answerBeforeSlots,
}: RequestGateOptions): RequestGate {
  return async (req, res) => {
    const method = req.method ?? ''
    if (!isAllowedMethod(method)) return answer(res, 405, 'Method not allowed', { Allow: ALLOW_HEADER })
    const rawPath = pathOf(req.url ?? '/')
    const path = comparablePath(rawPath)
    if (path === null) return answer(res, 400, 'Invalid request path')

    const address = resolveClientAddress(
      { remoteAddress: req.socket.remoteAddress, forwardedFor: headerText(req.headers['x-forwarded-for']) },
      trustedHops,
    )
    delete req.headers['x-real-ip']
    if (address === UNKNOWN_ADDRESS) delete req.headers['x-forwarded-for']
    else req.headers['x-forwarded-for'] = address

    if (rawPath.startsWith(BUILT_FILES) || isInternal(req)) return false
    const staff = await staffSession({ cookie: req.headers.cookie, authorization: req.headers.authorization })
    const charge = chargeFor({ method, path, address, staff })
    if (charge) {
      const verdict = await limits.take(charge)
      if (!verdict.ok) return tooMany(res, verdict.retryAfterSeconds)
    }
    if (answerBeforeSlots && (await answerBeforeSlots(req, res))) return true

    const [key, limit] = staff
      ? [`staff:${staff.collection}:${staff.id}`, inFlight.staff]
      : [clientKey(address), inFlight.visitor]
    const turn = await holdWhileOpen(inFlight.slots, key, limit, res)
    // A request whose client hung up while it waited is over: there is no one to answer.
    if (turn === 'gone') return true
    // The client's waiting line is full; its requests running now end within seconds.
    if (turn === 'full') return tooMany(res, 1)
    if (work && !(await holdWorkSlot(work.share, key, res, work.maxHoldMs))) return true
    return false
  }
}

const tooMany = (res: ServerResponse, retryAfterSeconds: number) =>
  answer(res, 429, 'Too many requests', { 'Retry-After': String(retryAfterSeconds) })
