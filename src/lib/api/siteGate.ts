import { env } from '../../config/env'
import { INTERNAL_REQUEST_HEADER, isLoopbackToken } from '../../config/loopback'
import { redisClient } from '../../clients/redis'
import { budgetSettings } from './budgets'
import { createFairShare } from './fairShare'
import { createInFlight, inFlightLimits } from './inFlight'
import { createRateLimits } from './rateLimits'
import { createRequestGate, type RequestGate, type RequestGateOptions } from './requestGate'
import { staffSessionVerifier } from './staffSession'

/** The request gate as the site's server runs it, from the environment (docs: README, Configuration). */
export function siteRequestGate(
  answerBeforeSlots?: RequestGateOptions['answerBeforeSlots'],
): RequestGate {
  const config = env()
  return createRequestGate({
    trustedHops: config.TRUSTED_PROXY_HOPS,
    limits: createRateLimits(budgetSettings(config), { redis: redisClient(), keyPrefix: 'api-rate' }),
    staffSession: staffSessionVerifier(config.PAYLOAD_SECRET),
    inFlight: { slots: createInFlight(), ...inFlightLimits(config) },
    work: { share: createFairShare(config.REQUESTS_AT_ONCE), maxHoldMs: WORK_SLOT_HOLD_MS },
    isInternal: (req) => {
      const token = req.headers[INTERNAL_REQUEST_HEADER]
      return typeof token === 'string' && isLoopbackToken(token)
    },
    answerBeforeSlots,
  })
}

/**
 * The longest a request holds a work slot. A page or an API answer is worked out well within it; what takes
 * longer (a large download to a slow client, a request waiting on the database) is not using the processor
 * and lets the next request in.
 */
const WORK_SLOT_HOLD_MS = 5000
