import 'server-only'

import type { Payload } from 'payload'

import { dealerEditGeneration, markDealersEdited } from '../../cms/collections/Dealers/editGeneration'
import { dealersVersion, loadLeanDealers } from './loadDealers'
import { loadDealerRecords } from './loadRecords'
import type { DealerRecord } from './record'
import { buildDealerSearchIndex, type DealerSearchIndex } from './searchIndex'

/** How often an instance asks the database whether dealers changed elsewhere (docs/dealer-search.md). */
export const VERSION_CHECK_INTERVAL_MS = 1000

type StoreState = {
  current?: DealerSearchIndex
  /** The build under way, with the edit generation it started at. */
  building?: { generation: number; index: Promise<DealerSearchIndex> }
  checking?: Promise<DealerSearchIndex>
  /** Records by dealer id, with the updatedAt they were read at: only changed ones are re-read. */
  records: Map<number, { updatedAt: string; record: DealerRecord }>
  /** The edit generation (cms/collections/Dealers/editGeneration) the index was built at. */
  builtGeneration: number
  checkedAt: number
}

// On globalThis so that Payload's hooks and the route handlers share one store even if a bundler
// loads this module twice.
const KEY = Symbol.for('brand-site.dealerSearchIndex')
const holder = globalThis as typeof globalThis & { [KEY]?: StoreState }
const state: StoreState = (holder[KEY] ??= {
  records: new Map(),
  builtGeneration: -1,
  checkedAt: 0,
})

async function build(payload: Payload): Promise<DealerSearchIndex> {
  // Version first: if a write lands between the reads, the next check sees a newer version and rebuilds.
  const version = await dealersVersion(payload)
  const lean = await loadLeanDealers(payload)
  const changed = lean.filter((d) => state.records.get(d.id)?.updatedAt !== d.updatedAt)
  // A cold start reads everything in one go, which is faster than by id.
  const records = await loadDealerRecords(
    payload,
    state.records.size === 0 ? 'all' : changed.map((d) => d.id),
  )
  const updatedAt = new Map(changed.map((d) => [d.id, d.updatedAt]))
  for (const [id, record] of records) {
    const at = updatedAt.get(id)
    if (at !== undefined) state.records.set(id, { updatedAt: at, record })
  }
  const live = new Set(lean.map((d) => d.id))
  for (const id of state.records.keys()) if (!live.has(id)) state.records.delete(id)
  const entries = lean.flatMap((dealer) => {
    const stored = state.records.get(dealer.id)
    return stored ? [{ dealer, record: stored.record }] : []
  })
  return buildDealerSearchIndex(entries, version)
}

/**
 * Builds the index again, or joins the build under way when that one started after the latest local edit.
 * A build that started before an edit may have read the dealers without it, so a new one follows it.
 */
function rebuild(payload: Payload): Promise<DealerSearchIndex> {
  const generation = dealerEditGeneration()
  const under = state.building
  if (under && under.generation >= generation) return under.index
  const entry: { generation: number; index: Promise<DealerSearchIndex> } = { generation, index: null! }
  entry.index = (async () => {
    // One build at a time: the records map is shared between them.
    if (under) await under.index.catch(() => undefined)
    try {
      const built = await build(payload)
      if (generation >= state.builtGeneration) {
        state.current = built
        state.builtGeneration = generation
        state.checkedAt = Date.now()
      }
      return built
    } finally {
      if (state.building === entry) state.building = undefined
    }
  })()
  state.building = entry
  return entry.index
}

function check(payload: Payload, current: DealerSearchIndex): Promise<DealerSearchIndex> {
  state.checking ??= (async () => {
    try {
      const version = await dealersVersion(payload)
      state.checkedAt = Date.now()
      return version === current.version ? current : await rebuild(payload)
    } finally {
      state.checking = undefined
    }
  })()
  return state.checking
}

/**
 * The current index: rebuilt at once after a local edit, and checked against the database at most once
 * per VERSION_CHECK_INTERVAL_MS so edits on other instances show within about a second.
 */
export async function getDealerSearchIndex(payload: Payload): Promise<DealerSearchIndex> {
  const current = state.current
  if (!current || state.builtGeneration !== dealerEditGeneration()) return rebuild(payload)
  // A check stamped in the future (the clock was set back) is due now, not never.
  const sinceCheck = Date.now() - state.checkedAt
  if (sinceCheck < 0 || sinceCheck >= VERSION_CHECK_INTERVAL_MS) return check(payload, current)
  return current
}

/** Forgets everything (tests switch databases; the benchmark measures a cold build). */
export function resetDealerIndexStore(): void {
  state.current = undefined
  state.builtGeneration = -1
  state.records.clear()
  markDealersEdited()
}
