import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { getTestPayload, testContext } from '../fixtures/payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('concurrent writes', () => {
  it('twenty documents created at once are all stored (writers wait for the lock instead of failing)', async () => {
    const run = Date.now()
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        payload.create({
          collection: 'pages',
          data: { title: `Concurrent ${i}`, path: `/concurrent-${run}-${i}`, _status: 'published' },
          context: testContext,
        }),
      ),
    )
    const failures = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []))
    expect(failures).toEqual([])
    const stored = await payload.count({ collection: 'pages', where: { path: { like: `concurrent-${run}-` } } })
    expect(stored.totalDocs).toBe(20)
  })
})
