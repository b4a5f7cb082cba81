/** What a 'Reusable section' row says about the section it shows (pure: the label component reads the title). */

type Data = Record<string, unknown>

const isRecord = (value: unknown): value is Data => typeof value === 'object' && value !== null

/** The id of the picked section: the form holds the id, a document read with depth holds the section itself. */
export function sectionIdOf(value: unknown): string | null {
  if (typeof value === 'number' || (typeof value === 'string' && value.trim())) return String(value)
  if (isRecord(value) && (typeof value.id === 'number' || typeof value.id === 'string'))
    return String(value.id)
  return null
}

/** The picked section's title when the row's data already holds the section (read with depth). */
export function sectionTitleIn(value: unknown): string | null {
  return isRecord(value) && typeof value.title === 'string' && value.title.trim() ? value.title.trim() : null
}

/**
 * The row label: its number, the block's kind and the section it shows ('03 Reusable section: Need help
 * banner'); while the title is being read, or when none is picked, the block's own name if the editor gave it
 * one, else the kind alone.
 */
export function sectionRowLabel(
  kind: string,
  rowNumber: number | undefined,
  title: string | null,
  blockName?: unknown,
): string {
  const number = String((rowNumber ?? 0) + 1).padStart(2, '0')
  const own = typeof blockName === 'string' ? blockName.trim() : ''
  const name = title ?? own
  return name ? `${number} ${kind}: ${name}` : `${number} ${kind}`
}
