/** The path of a request target ("/a/b?x=1" → "/a/b"). */
export const pathOf = (target: string): string => target.split(/[?#]/, 1)[0] ?? ''

/**
 * Whether a request path decodes to text: every %-escape complete and the escaped bytes valid UTF-8. Routes
 * decode their path segments and would fail on anything else; such a path is a client's mistake (400), never
 * the server's. (Node's parser already refuses raw bytes outside ASCII in the request line.)
 */
export function isWellFormedPath(path: string): boolean {
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}
