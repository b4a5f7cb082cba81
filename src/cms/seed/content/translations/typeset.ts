/**
 * French typography (Office québécois de la langue française): a non-breaking space inside numbers
 * (3 400 $), before $, % and the colon, inside « » and in times and measures (8 h, 1 po). Texts are written with
 * plain spaces and set once, so the sources stay readable.
 */
const NBSP = '\u00a0'

export function typesetFrench(text: string): string {
  let out = text
  // Thousands: 10 000 and 1 234 567 (repeated for each group).
  for (let before = ''; before !== out;) {
    before = out
    out = out.replace(/(\d) (\d{3})(?!\d)/g, `$1${NBSP}$2`)
  }
  return out
    .replace(/ ([$%:»])/g, `${NBSP}$1`)
    .replace(/« /g, `«${NBSP}`)
    .replace(/(\d) (h|po|ans|dB)\b/g, `$1${NBSP}$2`)
}

/** Fields whose values are names or stored choices, never set as French text. */
const UNTOUCHED =
  /^(blockType|product_type|product_name|menu_label_\d|url|href|link|buttonUrl|linkUrl|product_link)$/

/** Every text of a French document set, whatever block holds it. */
export function typesetFrenchDeep<T>(value: T): T {
  if (typeof value === 'string') return typesetFrench(value) as T
  if (Array.isArray(value)) return value.map(typesetFrenchDeep) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        UNTOUCHED.test(key) ? inner : typesetFrenchDeep(inner),
      ]),
    ) as T
  }
  return value
}
