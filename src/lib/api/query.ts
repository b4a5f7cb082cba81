/**
 * Query parameters as zod sees them: a name given once maps to its value, a name given twice to the list
 * of its values (which the schemas refuse, instead of silently taking one).
 */
export function readQuery(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const [key, value] of url.searchParams) {
    const prev = out[key]
    out[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value]
  }
  return out
}
