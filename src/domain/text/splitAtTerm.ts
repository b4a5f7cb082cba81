/** A paragraph with its first mention of a term picked out, keeping the text's own spelling of it. */
export type TermSplit = { before: string; match: string; after: string }

/**
 * Finds the first whole-word mention of `term` in `text`, ignoring case, so "SEER" in a sentence can carry
 * its explanation without the editor marking it by hand. Null when the term is empty or not mentioned.
 */
export function splitAtTerm(text: string, term: string): TermSplit | null {
  const wanted = term.trim()
  if (!wanted) return null
  const escaped = wanted.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  // Whole words only: "AFUE" must not match inside "AFUEs" or "NAFUE".
  const match = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu').exec(text)
  if (!match) return null
  const end = match.index + match[0].length
  return { before: text.slice(0, match.index), match: match[0], after: text.slice(end) }
}

/** The text's paragraphs: blocks separated by a blank line, trimmed, empty ones left out. */
export const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
