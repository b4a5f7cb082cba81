/**
 * The product hub (spec §2, §4): a page of product sections, each with an anchor. On small screens a dropdown
 * jumps between them; its title starts at the first section, Traditional split systems, and follows the
 * section chosen (or the one the address's #anchor names).
 */

export type HubSection = { title: string; anchor: string }

/** The hub's sections in the specification's order, with the anchors the product-category sidebar uses. */
export const PRODUCT_HUB_SECTIONS: readonly HubSection[] = [
  { title: 'Traditional split systems', anchor: 'traditional-split-systems' },
  { title: 'Heating and cooling products', anchor: 'heating-cooling' },
  { title: 'Thermostats', anchor: 'thermostat-controls' },
  { title: 'Packaged systems', anchor: 'packaged-system' },
  { title: 'Ductless systems (mini-split)', anchor: 'ductless-systems' },
  { title: 'Indoor air quality', anchor: 'indoor-air-quality' },
  { title: 'Smart connected features', anchor: 'smart-connected-features' },
  { title: 'Light Commercial', anchor: 'light-commercial' },
]

/** The dropdown's title before anything is chosen (spec §4). */
export const HUB_START_TITLE = PRODUCT_HUB_SECTIONS[0]!.title

const ANCHOR = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/

/** An anchor is lower-case letters, digits and single dashes, starting with a letter (e.g. heating-cooling). */
export const isAnchor = (value: string | null | undefined): value is string => !!value && ANCHOR.test(value)

export const ANCHOR_RULE_MESSAGE =
  'Use lower-case letters, digits and dashes, starting with a letter, such as heating-cooling.'

/** Payload validation for an anchor field. */
export const validateAnchor = (value: string | null | undefined): true | string =>
  isAnchor(value) ? true : ANCHOR_RULE_MESSAGE

/** The anchor an address fragment names ('#heating-cooling', 'heating-cooling', or '' for none). */
export function anchorFromHash(hash: string | null | undefined): string {
  if (!hash) return ''
  const raw = hash.startsWith('#') ? hash.slice(1) : hash
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

/**
 * The sections that can be shown: a title and a valid anchor each, the first of any repeated anchor kept
 * (two sections with one anchor could not both be jumped to).
 */
export function usableSections<T extends { title?: string | null; anchor?: string | null }>(
  sections: readonly T[] | null | undefined,
): (T & HubSection)[] {
  const seen = new Set<string>()
  const out: (T & HubSection)[] = []
  for (const section of sections ?? []) {
    const title = section.title?.trim()
    const anchor = section.anchor?.trim()
    if (!title || !isAnchor(anchor) || seen.has(anchor)) continue
    seen.add(anchor)
    out.push({ ...section, title, anchor })
  }
  return out
}

/** The index of the section an anchor names; the first section (0) for an unknown or empty anchor. */
export function currentSectionIndex(
  sections: readonly HubSection[],
  anchor: string | null | undefined,
): number {
  const index = anchor ? sections.findIndex((s) => s.anchor === anchor) : -1
  return index === -1 ? 0 : index
}

/** The dropdown's title: the current section's title, the first section's when none is chosen. */
export function currentSectionTitle(
  sections: readonly HubSection[],
  anchor: string | null | undefined,
): string {
  return sections[currentSectionIndex(sections, anchor)]?.title ?? HUB_START_TITLE
}

/** An anchor made from a label ('Sales & support' → 'sales-support'), unique among `taken` (adds -2, -3…). */
export function anchorFor(label: string, taken: Set<string> = new Set()): string {
  const base =
    label
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^[-0-9]+|-+$/g, '') || 'section'
  let anchor = base
  for (let n = 2; taken.has(anchor); n++) anchor = `${base}-${n}`
  taken.add(anchor)
  return anchor
}
