import { env } from '../../config/env'
import { redisClient } from '../../config/redis'
import { budgetSettings } from './budgets'
import { createInFlight, inFlightLimits } from './inFlight'
import { createRateLimits } from './rateLimits'
import { createRequestGate, type RequestGate } from './requestGate'
import { staffSessionVerifier } from './staffSession'

/** The request gate as the site's server runs it, from the environment (docs: README, Configuration). */
export function siteRequestGate(): RequestGate {
  const config = env()
  return createRequestGate({
    trustedHops: config.TRUSTED_PROXY_HOPS,
    limits: createRateLimits(budgetSettings(config), { redis: redisClient(), keyPrefix: 'api-rate' }),
    staffSession: staffSessionVerifier(config.PAYLOAD_SECRET),
    inFlight: { slots: createInFlight(), ...inFlightLimits(config) },
  })
}
