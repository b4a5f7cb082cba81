import type { Payload } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { markDealersEdited } from '../../cms/collections/Dealers/editGeneration'
import type { LeanDealer } from './loadDealers'

// The table reads are replaced by ones the test releases by hand, so a build can be held half-way.
const reads = vi.hoisted(() => ({
  lean: [] as ((rows: unknown[]) => void)[],
  versionChecks: 0,
}))
vi.mock('./loadDealers', () => ({
  dealersVersion: async () => {
    reads.versionChecks += 1
    return 'v'
  },
  loadLeanDealers: () => new Promise((resolve) => reads.lean.push(resolve)),
}))
vi.mock('./loadRecords', () => ({
  loadDealerRecords: async (_payload: unknown, ids: 'all' | number[]) =>
    new Map((ids === 'all' ? [1, 2] : ids).map((id) => [id, { companyID: id }])),
}))

const { getDealerSearchIndex, resetDealerIndexStore } = await import('./indexStore')

const payload = {} as Payload
const dealer = (id: number): LeanDealer => ({
  id,
  updatedAt: `2026-01-0${id}`,
  lat: 39.7,
  lon: -104.9,
  companyId: id,
  preferred: false,
  score: 0,
  priority: null,
  serviceArea: [],
})
/** Lets the oldest waiting read answer with these dealers. */
const answerRead = async (...ids: number[]) => {
  await vi.waitFor(() => expect(reads.lean.length).toBeGreaterThan(0))
  reads.lean.shift()?.(ids.map(dealer))
}

afterEach(() => {
  vi.useRealTimers()
  reads.lean.length = 0
  reads.versionChecks = 0
  resetDealerIndexStore()
})

describe('the dealer index store', () => {
  it('a search after an edit never gets a build that started before the edit', async () => {
    const before = getDealerSearchIndex(payload) // build starts, reads held
    markDealersEdited() // a dealer is saved while that build reads
    const after = getDealerSearchIndex(payload)
    await answerRead(1) // the first build saw the table before the edit
    await answerRead(1, 2)
    expect((await before).records.length).toBe(1)
    expect((await after).records.length).toBe(2)
    expect(await getDealerSearchIndex(payload)).toBe(await after)
  })

  it('searches that arrive during one build share it', async () => {
    const first = getDealerSearchIndex(payload)
    const second = getDealerSearchIndex(payload)
    await answerRead(1, 2)
    expect(await second).toBe(await first)
    expect(reads.lean.length).toBe(0)
  })

  it('asks the database again at once when the clock was set back past its last check', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-23T12:00:00Z'))
    const built = getDealerSearchIndex(payload)
    await answerRead(1)
    await built
    const checks = reads.versionChecks
    vi.setSystemTime(new Date('2026-11-23T11:00:00Z'))
    await getDealerSearchIndex(payload)
    expect(reads.versionChecks).toBe(checks + 1)
  })
})
