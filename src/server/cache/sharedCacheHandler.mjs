// @ts-check
// The cache handler of the rendered-page and data cache (next.config.ts `cacheHandler`), loaded by Next.js as it
// is, without compiling: plain JavaScript.
//
// Each instance keeps its cached pages and data where Next.js keeps them (memory and its dist folder, with the
// pages rendered at build time), and with REDIS_URL every instance shares which cache tags were expired and
// when: an edit saved on any instance expires its pages and data on every other within milliseconds. Entries
// stay local, as they are a few hundred kilobytes each and an instance renders a page in tens of milliseconds;
// what must be shared is only the fact that they are out of date (docs/operations.md, "Running several
// instances").
//
//   - An expiry made here is applied here first, then published on a Redis channel and recorded in a hash.
//   - Every instance listens on the channel and applies each expiry it has not applied yet, at its own clock's
//     time (clocks of different machines may differ; the entries it compares against were stamped by its own).
//   - On connecting, on reconnecting and every few seconds when the hash's version moved, it reads the whole
//     hash, so an expiry published while it was away is applied as well. A new instance therefore starts by
//     expiring every tag an editor ever expired, and renders those pages afresh at their first visit instead of
//     serving what its build saw.
//   - While Redis is away, expiries are applied here and kept, and published once it is back.
// Without REDIS_URL, and while `next build` runs, this is Next.js's own file-system cache unchanged.
import { randomUUID } from 'node:crypto'
import { createRequire } from 'node:module'

import { Redis } from 'ioredis'

const require = createRequire(import.meta.url)
/** @type {any} Next.js's default cache (memory and dist folder), pinned with the `next` version. */
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default

/** The Redis names of the shared expiries. */
export const SHARED_EXPIRY_KEYS = {
  channel: 'page-cache:expired',
  hash: 'page-cache:expired-tags',
  version: 'page-cache:expired-version',
}
/** How often an instance checks whether it missed an expiry (the channel normally delivers each at once). */
export const RESYNC_MS = 1_000

/**
 * @typedef {{ expire?: number }} Durations
 * @typedef {{ id: string, tags: string[], durations?: Durations }} Expiry
 */

/** Applies expiries to this process's cache-tag record, as Next.js's own cache does for an expiry made here. */
function applyHere(/** @type {string[]} */ tags, /** @type {Durations | undefined} */ durations) {
  return FileSystemCache.prototype.revalidateTag.call(FileSystemCache, tags, durations)
}

const sameDurations = (/** @type {Durations | undefined} */ a, /** @type {Durations | undefined} */ b) =>
  (a === undefined) === (b === undefined) && a?.expire === b?.expire

/**
 * The expiries this process shares through one Redis: what it has applied (by each tag's last expiry id), what
 * it could not publish yet, and the connections that carry them.
 */
export class SharedExpiries {
  /**
   * @param {string} url
   * @param {{ apply?: typeof applyHere, log?: Pick<Console, 'warn' | 'info'>, resyncMs?: number, keys?: typeof SHARED_EXPIRY_KEYS }} [options]
   */
  constructor(url, options = {}) {
    this.keys = options.keys ?? SHARED_EXPIRY_KEYS
    this.apply = options.apply ?? applyHere
    this.log = options.log ?? console
    this.host = new URL(url).host
    /** @type {Map<string, string>} each tag's last expiry applied here */
    this.applied = new Map()
    /** @type {Expiry[]} expiries made here while Redis was away */
    this.unpublished = []
    /** @type {string | null} */
    this.seenVersion = null
    this.down = false
    this.commands = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    this.listener = new Redis(url, { maxRetriesPerRequest: null })
    for (const client of [this.commands, this.listener]) client.on('error', (error) => this.lost(error))
    this.commands.on('ready', () => {
      if (this.down) this.log.info(`Shared page cache: Redis at ${this.host} is reachable again`)
      this.down = false
      void this.publishWaiting().then(() => this.resync(true))
    })
    this.listener.on('message', (channel, message) => {
      if (channel === this.keys.channel) this.received(message)
    })
    // Subscribed again by ioredis after each reconnection; the resync after it covers what was missed.
    this.listener.on('ready', () => void this.resync(true))
    void this.listener.subscribe(this.keys.channel).catch((error) => this.lost(error))
    this.timer = setInterval(() => void this.resync(false), options.resyncMs ?? RESYNC_MS)
    this.timer.unref()
  }

  /** @param {Error} error */
  lost(error) {
    if (this.down) return
    this.down = true
    this.log.warn(
      `Shared page cache: Redis at ${this.host} is unreachable (${error.message}); edits expire pages on this instance only until it is back`,
    )
  }

  /**
   * Applies an expiry made on this instance and shares it.
   * @param {string[]} tags
   * @param {Durations} [durations]
   */
  async expire(tags, durations) {
    if (tags.length === 0) return
    const expiry = { id: randomUUID(), tags, ...(durations ? { durations } : {}) }
    for (const tag of tags) this.applied.set(tag, expiry.id)
    await this.apply(tags, durations)
    this.unpublished.push(expiry)
    await this.publishWaiting()
  }

  /** Publishes the expiries made here that no other instance has been told of yet, oldest first. */
  async publishWaiting() {
    while (this.unpublished.length > 0) {
      const expiry = /** @type {Expiry} */ (this.unpublished[0])
      try {
        const record = JSON.stringify(expiry)
        await this.commands
          .multi()
          .hset(this.keys.hash, ...expiry.tags.flatMap((tag) => [tag, record]))
          .incr(this.keys.version)
          .publish(this.keys.channel, record)
          .exec()
        this.unpublished.shift()
      } catch (error) {
        this.lost(/** @type {Error} */ (error))
        return
      }
    }
  }

  /** @param {string} message */
  received(message) {
    try {
      void this.applyExpiries([/** @type {Expiry} */ (JSON.parse(message))])
    } catch {
      // Not an expiry of this site's (the channel is shared by everything on this Redis): nothing to apply.
    }
  }

  /**
   * Applies the tags of these expiries that this instance has not applied yet, grouped by their durations.
   * @param {Expiry[]} expiries
   */
  async applyExpiries(expiries) {
    /** @type {{ durations?: Durations, tags: string[] }[]} */
    const groups = []
    for (const expiry of expiries) {
      if (!expiry || typeof expiry.id !== 'string' || !Array.isArray(expiry.tags)) continue
      const fresh = expiry.tags.filter((tag) => typeof tag === 'string' && this.applied.get(tag) !== expiry.id)
      if (fresh.length === 0) continue
      for (const tag of fresh) this.applied.set(tag, expiry.id)
      const group = groups.find((g) => sameDurations(g.durations, expiry.durations))
      if (group) group.tags.push(...fresh)
      else groups.push({ durations: expiry.durations, tags: fresh })
    }
    for (const group of groups) await this.apply(group.tags, group.durations)
  }

  /**
   * Reads the whole record of expiries and applies what this instance missed: always after (re)connecting,
   * otherwise only when the record's version moved since the last read.
   * @param {boolean} always
   */
  async resync(always) {
    // Commands are refused, not queued, while the connection is not ready; its 'ready' resyncs.
    if (this.commands.status !== 'ready') return
    try {
      const version = await this.commands.get(this.keys.version)
      if (!always && version === this.seenVersion) return
      const record = await this.commands.hgetall(this.keys.hash)
      this.seenVersion = version
      /** @type {Map<string, Expiry>} */
      const expiries = new Map()
      for (const [tag, value] of Object.entries(record)) {
        try {
          const expiry = /** @type {Expiry} */ (JSON.parse(value))
          // Only this tag of it: the record's other tags may have been expired again since.
          expiries.set(`${expiry.id}\u0000${tag}`, { ...expiry, tags: [tag] })
        } catch {
          // A value another program wrote: skipped.
        }
      }
      await this.applyExpiries([...expiries.values()])
    } catch (error) {
      this.lost(/** @type {Error} */ (error))
    }
  }

  async close() {
    clearInterval(this.timer)
    this.commands.disconnect()
    this.listener.disconnect()
  }
}

const HOLDER = Symbol.for('brand-site.shared-expiries')
/** @type {typeof globalThis & { [HOLDER]?: SharedExpiries }} */
const holder = globalThis

/** This process's shared expiries, when REDIS_URL is set and the site is served (not built). */
function sharedExpiries() {
  const url = process.env.REDIS_URL
  if (!url || process.env.NEXT_PHASE === 'phase-production-build') return undefined
  holder[HOLDER] ??= new SharedExpiries(url)
  return holder[HOLDER]
}

/**
 * Next.js's file-system cache, with expiries shared across instances. Next.js makes one of these per request;
 * what they share lives in the process (above).
 */
export default class SharedCacheHandler extends FileSystemCache {
  /** @param {any} context */
  constructor(context) {
    super(context)
    this.shared = sharedExpiries()
  }

  /**
   * @param {string | string[]} tags
   * @param {Durations} [durations]
   */
  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags
    if (!this.shared) return super.revalidateTag(list, durations)
    return this.shared.expire(list, durations)
  }
}
