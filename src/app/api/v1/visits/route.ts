import { visitsHandler } from '@/lib/visits/handler'

/** The servers' counted visits: redirects followed and the 404 log (loopback only). */
export const POST = visitsHandler
