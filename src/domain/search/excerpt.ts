import { MARK_CLOSE, MARK_OPEN } from './text'

/** A piece of an excerpt: text to show, highlighted (`<mark>`) or not. */
export type ExcerptPiece = { text: string; mark: boolean }

/**
 * Splits an excerpt the database wrote with the index's marks (`…the \uE000filter\uE001 of your…`) into pieces,
 * so the page renders `<mark>` elements around React's own escaped text and never writes HTML from the
 * database. Neighbouring pieces of the same kind are joined; an unclosed mark ends with the text.
 */
export function excerptPieces(marked: string): ExcerptPiece[] {
  const pieces: ExcerptPiece[] = []
  let mark = false
  let buffer = ''
  const flush = () => {
    if (!buffer) return
    const prev = pieces[pieces.length - 1]
    if (prev && prev.mark === mark) prev.text += buffer
    else pieces.push({ text: buffer, mark })
    buffer = ''
  }
  for (const ch of marked) {
    if (ch === MARK_OPEN || ch === MARK_CLOSE) {
      flush()
      mark = ch === MARK_OPEN
    } else buffer += ch
  }
  flush()
  // Marks around spaces alone (PostgreSQL marks a phrase word by word) are shown plain.
  return pieces
    .map((p) => (p.mark && !p.text.trim() ? { ...p, mark: false } : p))
    .reduce<ExcerptPiece[]>((out, p) => {
      const prev = out[out.length - 1]
      if (prev && prev.mark === p.mark) prev.text += p.text
      else out.push({ ...p })
      return out
    }, [])
}

/**
 * An excerpt made in JavaScript, for a result whose text the database could not mark (a pinned result the
 * query does not match): the text's start, cut on a word boundary, with the query's words marked where they
 * occur.
 */
export function plainExcerpt(text: string, words: readonly string[], maxChars = 200): string {
  let cut = text.length > maxChars ? text.slice(0, maxChars) : text
  if (cut.length < text.length) {
    const space = cut.lastIndexOf(' ')
    cut = `${space > maxChars / 2 ? cut.slice(0, space) : cut}…`
  }
  if (words.length === 0) return cut
  const escaped = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${escaped.join('|')})[\\p{L}]*`, 'giu')
  // The words come without accents (query.ts `wordsOf`), so the text is compared without them too and marked
  // as written: `calefaccion` marks `calefacción`.
  const chars = Array.from(cut)
  const fold = (ch: string) => ch.normalize('NFKD').replace(/\p{M}/gu, '')
  let folded = ''
  const charAt: number[] = []
  chars.forEach((ch, i) => {
    const f = fold(ch)
    folded += f
    for (let k = 0; k < f.length; k++) charAt.push(i)
  })
  let out = ''
  let next = 0
  for (const m of folded.matchAll(pattern)) {
    const start = charAt[m.index]!
    let end = charAt[m.index + m[0].length - 1]! + 1
    // A combining accent after the word's last letter belongs to it.
    while (end < chars.length && fold(chars[end]!) === '') end++
    out += chars.slice(next, start).join('') + MARK_OPEN + chars.slice(start, end).join('') + MARK_CLOSE
    next = end
  }
  return out + chars.slice(next).join('')
}
