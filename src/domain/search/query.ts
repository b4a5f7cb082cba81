import * as z from '../zod'

/** Longest query the site searches for (characters, after trimming). */
export const MAX_QUERY_LENGTH = 100
/** Most words and phrases taken from one query; the rest are left out. */
export const MAX_QUERY_PARTS = 8

export const QUERY_TOO_LONG = `Search for at most ${MAX_QUERY_LENGTH} characters.`
export const QUERY_EMPTY = 'Type a word or two to search for.'

/** `?q=` of the search page and of GET /api/v1/search: trimmed, 1 to 100 characters. */
export const searchQuerySchema = z.strictObject({
  q: z
    .string({ error: QUERY_EMPTY })
    .trim()
    .min(1, { error: QUERY_EMPTY })
    .max(MAX_QUERY_LENGTH, { error: QUERY_TOO_LONG }),
})
export type SearchQueryInput = z.infer<typeof searchQuerySchema>

/**
 * The words of a text as the index compares them: lower case, accents removed, letters and digits only
 * (`Thermostat's` → `thermostat`, `s`; `R-410A` → `r`, `410a`).
 */
export function wordsOf(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  )
}

/** One part of a query: a word, or a phrase of several words that must stand together in that order. */
export type QueryPart = { words: string[] }

export type ParsedQuery = {
  /** The query as pins and the log compare it: lower case, words only, single spaces. */
  normalized: string
  parts: QueryPart[]
}

/**
 * Reads a visitor's query: text in double quotes ("air filter") is a phrase, every other word stands alone.
 * Punctuation and operators (`-`, `*`, `OR`, `NEAR`) mean nothing here: they are read as spaces, so no query
 * reaches the database's own query language. A word repeated is kept once.
 */
export function parseQuery(q: string): ParsedQuery {
  const parts: QueryPart[] = []
  const seen = new Set<string>()
  const add = (words: string[]) => {
    if (words.length === 0 || parts.length >= MAX_QUERY_PARTS) return
    const key = words.join(' ')
    if (seen.has(key)) return
    seen.add(key)
    parts.push({ words })
  }
  const text = q.replace(/[“”„]/g, '"')
  const quoted = /"([^"]*)"?/g
  let last = 0
  for (let m = quoted.exec(text); m; m = quoted.exec(text)) {
    for (const w of wordsOf(text.slice(last, m.index))) add([w])
    add(wordsOf(m[1] ?? ''))
    last = m.index + m[0].length
  }
  for (const w of wordsOf(text.slice(last))) add([w])
  return { normalized: wordsOf(q).join(' ').slice(0, MAX_QUERY_LENGTH), parts }
}

/** The query written back for display (`"air filter" furnace`). */
export const queryText = (parts: readonly QueryPart[]): string =>
  parts.map((p) => (p.words.length > 1 ? `"${p.words.join(' ')}"` : p.words[0])).join(' ')
