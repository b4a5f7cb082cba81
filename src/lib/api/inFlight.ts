import type { Env } from '../../config/env'

/** How many of one client's requests may run at once, and how many more may wait their turn. */
export type InFlightLimit = { running: number; waiting: number }

type InFlightSettings = Pick<
  Env,
  'REQUESTS_IN_FLIGHT_PER_CLIENT' | 'REQUESTS_WAITING_PER_CLIENT' | 'REQUESTS_IN_FLIGHT_PER_STAFF'
>

/** The limits of a visitor's client and of a signed-in staff member, from the settings. */
export function inFlightLimits(config: InFlightSettings): { visitor: InFlightLimit; staff: InFlightLimit } {
  const waiting = config.REQUESTS_WAITING_PER_CLIENT
  return {
    visitor: { running: config.REQUESTS_IN_FLIGHT_PER_CLIENT, waiting },
    staff: { running: config.REQUESTS_IN_FLIGHT_PER_STAFF, waiting },
  }
}

/** Gives a request's slot back; calling it again does nothing. */
export type Release = () => void

export type InFlight = {
  /**
   * A slot for one request of `key`: its release at once while fewer than `limit.running` of the key's requests
   * run, else once those before it have ended, in the order they came. Null at once when `limit.waiting` of
   * them wait already, and null when `abandoned` fires while it waits (its place in the line is given up).
   */
  acquire(key: string, limit: InFlightLimit, abandoned?: AbortSignal): Promise<Release | null>
  /** How many of a key's requests run and wait now. */
  load(key: string): { running: number; waiting: number }
  /** How many keys have requests running or waiting (a key is forgotten once it has none). */
  clients(): number
}

type Client = { running: number; line: ((release: Release) => void)[] }

/**
 * Requests in flight per client, in this process: the cap that keeps one client, whatever it asks for, from
 * holding more than its share of the server while others wait.
 */
export function createInFlight(): InFlight {
  const clients = new Map<string, Client>()

  const releaseOf = (key: string, client: Client): Release => {
    let released = false
    return () => {
      if (released) return
      released = true
      const next = client.line.shift()
      // The slot passes to the first request waiting; the client's running count stays as it is.
      if (next) next(releaseOf(key, client))
      else if (--client.running === 0) clients.delete(key)
    }
  }

  return {
    acquire(key, limit, abandoned) {
      let client = clients.get(key)
      if (!client) clients.set(key, (client = { running: 0, line: [] }))
      if (client.running < limit.running) {
        client.running++
        return Promise.resolve(releaseOf(key, client))
      }
      if (client.line.length >= limit.waiting || abandoned?.aborted) return Promise.resolve(null)
      const line = client.line
      return new Promise((resolve) => {
        const leave = () => {
          line.splice(line.indexOf(admit), 1)
          resolve(null)
        }
        const admit = (release: Release) => {
          abandoned?.removeEventListener('abort', leave)
          resolve(release)
        }
        abandoned?.addEventListener('abort', leave, { once: true })
        line.push(admit)
      })
    },
    load(key) {
      const client = clients.get(key)
      return { running: client?.running ?? 0, waiting: client?.line.length ?? 0 }
    },
    clients: () => clients.size,
  }
}

/** The part of a response whose end gives its slot back (a ServerResponse). */
export type ResponseEnd = {
  once(event: 'close' | 'finish', listener: () => void): unknown
  off(event: 'close' | 'finish', listener: () => void): unknown
}

/**
 * Holds one of `key`'s slots for as long as the response is open: 'run' when the request may go on, its slot
 * given back when the response finishes or its connection closes (an aborted request included), whichever
 * comes first; 'full' when the key's waiting line is full; 'gone' when the connection closed while it waited.
 */
export async function holdWhileOpen(
  slots: InFlight,
  key: string,
  limit: InFlightLimit,
  res: ResponseEnd,
): Promise<'run' | 'full' | 'gone'> {
  const gone = new AbortController()
  let release: Release | null = null
  const end = () => {
    gone.abort()
    release?.()
    res.off('close', end)
    res.off('finish', end)
  }
  res.once('close', end)
  res.once('finish', end)
  release = await slots.acquire(key, limit, gone.signal)
  if (gone.signal.aborted) {
    release?.()
    return 'gone'
  }
  if (release === null) {
    res.off('close', end)
    res.off('finish', end)
    return 'full'
  }
  return 'run'
}
