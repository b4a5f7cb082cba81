import type { FieldErrors } from 'react-hook-form'

/** The message of a field by its dotted name (`topic`, `address.city`), if it has one. */
export function fieldError(errors: FieldErrors, name: string): string | undefined {
  let node: unknown = errors
  for (const part of name.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined
    node = (node as Record<string, unknown>)[part]
  }
  if (typeof node !== 'object' || node === null || !('message' in node)) return undefined
  return typeof node.message === 'string' && node.message ? node.message : undefined
}
