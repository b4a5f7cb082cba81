import type { Server } from 'node:http'

import { close, load, type LoadResult } from './http'
import { fmt } from './stats'

export type Contender = { name: string; serve: () => Promise<{ server: Server; url: string }> }
type Summary = { name: string; rps: number; p50: number; p99: number; non2xx: number; errors: number }

/**
 * Loads each server in turn for `rounds` rounds, alternating, so a burst of background load on a shared
 * machine hits every contender alike. Reports mean requests per second and the worst p99.
 */
export async function compareHttp(path: string, contenders: Contender[], seconds: number, rounds: number) {
  const runs = new Map<string, LoadResult[]>()
  for (let round = 0; round < rounds; round++) {
    for (const c of contenders) {
      const { server, url } = await c.serve()
      const result = await load(`${url}${path}`, seconds)
      await close(server)
      runs.set(c.name, [...(runs.get(c.name) ?? []), result])
    }
  }
  return contenders.map((c): Summary => {
    const list = runs.get(c.name) ?? []
    return {
      name: c.name,
      rps: list.reduce((n, r) => n + r.requests.average, 0) / Math.max(1, list.length),
      p50: Math.max(...list.map((r) => r.latency.p50)),
      p99: Math.max(...list.map((r) => r.latency.p99)),
      non2xx: list.reduce((n, r) => n + r.non2xx, 0),
      errors: list.reduce((n, r) => n + r.errors, 0),
    }
  })
}

export const summaryLine = (s: Summary, width: number) =>
  `  ${s.name.padEnd(width)}: ${fmt(s.rps, 0)} req/s, latency p50 ${s.p50} ms, p99 ${s.p99} ms` +
  ` (${s.non2xx} non-2xx, ${s.errors} errors)`
