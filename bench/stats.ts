/** Percentile of a sorted list (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[rank] ?? Number.NaN
}

/** Times `fn` once per input, in microseconds, sorted. */
export function timeEach<T>(inputs: readonly T[], fn: (input: T) => unknown): number[] {
  const times: number[] = []
  for (const input of inputs) {
    const start = process.hrtime.bigint()
    fn(input)
    times.push(Number(process.hrtime.bigint() - start) / 1000)
  }
  return times.sort((a, b) => a - b)
}

/** The middle value (the mean of the middle two for an even count); NaN for none. */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? (s[mid] ?? Number.NaN) : ((s[mid - 1] ?? Number.NaN) + (s[mid] ?? Number.NaN)) / 2
}

export const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length)

export const fmt = (n: number, digits = 1) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
