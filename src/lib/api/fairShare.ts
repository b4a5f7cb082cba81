import type { Release } from './inFlight'

export type FairShare = {
  /**
   * One of the server's work slots for a request of `key`: at once while a slot is free, else when one frees
   * and `key` comes first among the clients waiting (see createFairShare). Null when `abandoned` fires while
   * it waits.
   */
  acquire(key: string, abandoned?: AbortSignal): Promise<Release | null>
  /** Requests running and waiting now, in all. */
  load(): { running: number; waiting: number }
  /** Clients remembered now: those with requests running or waiting, or work done lately. */
  clients(): number
}

export type FairShareOptions = {
  /** The clock, in milliseconds (tests pass their own). */
  now?: () => number
  /** How fast a client's past work is forgotten: it halves in this time. */
  halfLifeMs?: number
  /** Clients whose past work is remembered; past that, those with the least are forgotten. */
  maxRemembered?: number
}

type Waiter = { seq: number; admit: (release: Release) => void }

/** How a waiting client ranks for a slot that frees: fewest running, least work lately, longest waiting. */
type Rank = { held: number; used: number; seq: number }

const before = (a: Rank, b: Rank): boolean =>
  a.held !== b.held ? a.held < b.held : a.used !== b.used ? a.used < b.used : a.seq < b.seq

/** Work a client has had lately: milliseconds of slot time, fading with time. */
type Usage = { ms: number; at: number }

/**
 * The server's work shared fairly between clients. At most `slots` requests are worked on at once. When more
 * arrive, a slot that frees goes to the waiting client that holds the fewest slots and, among those, the one
 * that has had the least work lately (slot time, halving every `halfLifeMs`): a visitor opening the home page
 * is served next, ahead of clients that keep the server busy, however many requests they keep waiting. On two
 * cores a handful of slots keeps the processor busy without letting a crowd of expensive requests slow every
 * answer.
 */
export function createFairShare(slots: number, options: FairShareOptions = {}): FairShare {
  const now = options.now ?? (() => performance.now())
  const halfLifeMs = options.halfLifeMs ?? 10_000
  const maxRemembered = options.maxRemembered ?? 10_000
  let running = 0
  let seq = 0
  /** Requests running per client. */
  const runningOf = new Map<string, number>()
  /** Requests waiting per client, oldest first; a client without any is not here. */
  const lines = new Map<string, Waiter[]>()
  /** Work each client has had lately; a Map keeps the order in which they last finished a request. */
  const usage = new Map<string, Usage>()

  const usedBy = (key: string, at: number): number => {
    const past = usage.get(key)
    return past ? past.ms * 0.5 ** ((at - past.at) / halfLifeMs) : 0
  }

  const remember = (key: string, ms: number) => {
    const at = now()
    const total = usedBy(key, at) + ms
    usage.delete(key)
    usage.set(key, { ms: total, at })
    // The client that finished longest ago has the least left to remember.
    while (usage.size > maxRemembered) {
      const oldest = usage.keys().next().value
      if (oldest === undefined) break
      usage.delete(oldest)
    }
  }

  const start = (key: string): Release => {
    running++
    runningOf.set(key, (runningOf.get(key) ?? 0) + 1)
    const started = now()
    let released = false
    return () => {
      if (released) return
      released = true
      running--
      const left = (runningOf.get(key) ?? 1) - 1
      if (left > 0) runningOf.set(key, left)
      else runningOf.delete(key)
      remember(key, now() - started)
      dispatch()
    }
  }

  const next = (): string | undefined => {
    const at = now()
    let best: (Rank & { key: string }) | undefined
    for (const [key, line] of lines) {
      const head = line[0]
      if (!head) continue
      const rank = { key, held: runningOf.get(key) ?? 0, used: usedBy(key, at), seq: head.seq }
      if (!best || before(rank, best)) best = rank
    }
    return best?.key
  }

  const dispatch = () => {
    while (running < slots) {
      const key = next()
      if (key === undefined) return
      const line = lines.get(key)
      const waiter = line?.shift()
      if (!line || !waiter) return
      if (line.length === 0) lines.delete(key)
      waiter.admit(start(key))
    }
  }

  return {
    acquire(key, abandoned) {
      if (abandoned?.aborted) return Promise.resolve(null)
      if (running < slots && lines.size === 0) return Promise.resolve(start(key))
      return new Promise((resolve) => {
        const waiter: Waiter = {
          seq: seq++,
          admit: (release) => {
            abandoned?.removeEventListener('abort', leave)
            resolve(release)
          },
        }
        const leave = () => {
          const line = lines.get(key)
          if (line) {
            line.splice(line.indexOf(waiter), 1)
            if (line.length === 0) lines.delete(key)
          }
          resolve(null)
        }
        abandoned?.addEventListener('abort', leave, { once: true })
        const line = lines.get(key)
        if (line) line.push(waiter)
        else lines.set(key, [waiter])
        dispatch()
      })
    },
    load() {
      let waiting = 0
      for (const line of lines.values()) waiting += line.length
      return { running, waiting }
    },
    clients: () => new Set([...runningOf.keys(), ...lines.keys(), ...usage.keys()]).size,
  }
}

/** The part of a response the work slot watches (a ServerResponse). */
export type WorkResponse = {
  end: (...args: never[]) => unknown
  once(event: 'close' | 'finish', listener: () => void): unknown
}

/**
 * Holds a work slot while the application works on the response: it is given back when the application ends
 * the response (the rest is the network's job, however slowly the client reads), when the connection closes,
 * or after `maxHoldMs` (a request waiting on something other than the processor, such as a long download,
 * does not keep a slot from others). False when the connection closed while the request waited.
 */
export async function holdWorkSlot(
  share: FairShare,
  key: string,
  res: WorkResponse,
  maxHoldMs: number,
): Promise<boolean> {
  const gone = new AbortController()
  const onClose = () => gone.abort()
  res.once('close', onClose)
  const release = await share.acquire(key, gone.signal)
  if (!release) return false
  const timer = setTimeout(release, maxHoldMs)
  timer.unref?.()
  const done = () => {
    clearTimeout(timer)
    release()
  }
  res.once('close', done)
  res.once('finish', done)
  const end = res.end
  res.end = ((...args: never[]) => {
    done()
    return end.apply(res, args)
  }) as typeof res.end
  return true
}
