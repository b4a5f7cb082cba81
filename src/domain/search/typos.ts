import { wordsOf } from './query'

/**
 * The edits a word may be away from a word of the site's own and still be taken for it: none for words of up
 * to three letters (too many near neighbours: `fan`, `tan`, `van`), one up to five, two from six on
 * (`furnance` → `furnace`, `thermastat` → `thermostat`, `airconditioner`…).
 */
export const allowedEdits = (word: string): number => (word.length <= 3 ? 0 : word.length <= 5 ? 1 : 2)

/**
 * Optimal string alignment distance (Levenshtein with swaps of neighbours, `fitler` → `filter` is one), or
 * `max + 1` as soon as the distance is known to exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  if (a === b) return 0
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)]
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, rows[i - 2]![j - 2]! + 1)
      row.push(d)
      if (d < best) best = d
    }
    if (best > max) return max + 1
    rows.push(row)
  }
  return rows[a.length]![b.length]!
}

/**
 * The site's own words with how often each occurs, built from the indexed texts: the dictionary a misspelt
 * query word is corrected against. Words are bucketed by length, so a lookup compares a word only with
 * words at most two letters longer or shorter.
 */
export class Vocabulary {
  private readonly counts = new Map<string, number>()
  private readonly byLength = new Map<number, string[]>()

  constructor(texts: Iterable<string>) {
    for (const text of texts) {
      for (const w of wordsOf(text)) {
        if (w.length < 2 || w.length > 40 || /^\d+$/.test(w)) continue
        this.counts.set(w, (this.counts.get(w) ?? 0) + 1)
      }
    }
    for (const w of this.counts.keys()) {
      const list = this.byLength.get(w.length) ?? []
      list.push(w)
      this.byLength.set(w.length, list)
    }
  }

  get size(): number {
    return this.counts.size
  }

  has(word: string): boolean {
    return this.counts.has(word)
  }

  /**
   * The site's word closest to `word` within its allowed edits (fewest edits, then the most frequent, then
   * alphabetical, so the answer never depends on the order the texts came in), or null when the word is the
   * site's own or nothing is near enough. A word that differs only in its first letter is still found
   * (`thermastat`), but the first letter agreeing breaks ties.
   */
  correct(word: string): string | null {
    if (this.counts.has(word)) return null
    const max = allowedEdits(word)
    if (max === 0) return null
    let best: { word: string; edits: number; count: number; first: boolean } | null = null
    for (let len = word.length - max; len <= word.length + max; len++) {
      for (const candidate of this.byLength.get(len) ?? []) {
        const edits = editDistance(word, candidate, max)
        if (edits > max) continue
        const count = this.counts.get(candidate) ?? 0
        const first = candidate[0] === word[0]
        if (
          !best ||
          edits < best.edits ||
          (edits === best.edits &&
            (Number(first) > Number(best.first) ||
              (first === best.first &&
                (count > best.count || (count === best.count && candidate < best.word)))))
        ) {
          best = { word: candidate, edits, count, first }
        }
      }
    }
    return best?.word ?? null
  }
}
