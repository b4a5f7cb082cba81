import {
  APIError,
  traverseFields,
  type CollectionSlug,
  type Field,
  type GlobalSlug,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { DEFAULT_LOCALE } from '../../config/locales'

export type Usage = { label: string; href: string }
type Target = { slug: CollectionSlug; id: number | string }

/** True when a field list holds, at any depth, a relationship or upload field that can point at `slug`. */
function canPointAt(fields: readonly Field[], slug: string): boolean {
  return fields.some((field) => {
    if ((field.type === 'upload' || field.type === 'relationship') && 'relationTo' in field) {
      const to: readonly string[] = Array.isArray(field.relationTo) ? field.relationTo : [field.relationTo]
      return to.includes(slug)
    }
    if (field.type === 'blocks') return field.blocks.some((block) => canPointAt(block.fields, slug))
    if (field.type === 'tabs') return field.tabs.some((tab) => canPointAt(tab.fields, slug))
    if ('fields' in field && Array.isArray(field.fields)) return canPointAt(field.fields, slug)
    return false
  })
}

/** A text as read in every language (`locale: 'all'`): its English value; a shared field's value as it is. */
function englishText(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  const english: unknown =
    value && typeof value === 'object' ? (value as Record<string, unknown>)[DEFAULT_LOCALE] : undefined
  return typeof english === 'string' ? english : undefined
}

const sameId = (a: unknown, b: number | string) => a != null && String(a) === String(b)

/** One stored relationship value (an id, a populated document, or { relationTo, value }) naming the target. */
function names(value: unknown, target: Target): boolean {
  if (Array.isArray(value)) return value.some((v) => names(v, target))
  if (value && typeof value === 'object') {
    const v = value as { id?: unknown; relationTo?: unknown; value?: unknown }
    if ('relationTo' in v) return v.relationTo === target.slug && names(v.value, target)
    return sameId(v.id, target.id)
  }
  return sameId(value, target.id)
}

/** True when the document's data, read along its fields (blocks, arrays, groups, tabs), points at the target. */
export function pointsAt(fields: Field[], data: Record<string, unknown>, target: Target): boolean {
  let found = false
  traverseFields({
    fields,
    ref: data,
    fillEmpty: false,
    callback: ({ field, ref }) => {
      if (found) return true
      if ((field.type === 'upload' || field.type === 'relationship') && 'name' in field && ref) {
        const to = field.relationTo
        const mayPoint = Array.isArray(to) ? to.includes(target.slug) : to === target.slug
        if (mayPoint && names((ref as Record<string, unknown>)[field.name], target)) found = true
      }
      return found
    },
  })
  return found
}

/**
 * Every document and global that points at the target: pages as published and as their newest draft, every
 * other collection that can hold such a link, and the globals (settings, header, footer), in every language
 * (a Spanish page's own blocks may link where the English ones do not). Named by their English title.
 */
export async function whereUsed(payload: Payload, target: Target, req?: PayloadRequest): Promise<Usage[]> {
  const admin = payload.config.routes.admin
  const usages: Usage[] = []
  for (const collection of payload.config.collections) {
    const slug = collection.slug
    // An index of other documents (the site search's entries, `custom.whereUsed: false`) is no use of them.
    const counted = (collection.custom as { whereUsed?: boolean } | undefined)?.whereUsed !== false
    if (slug.startsWith('payload-') || !counted || !canPointAt(collection.fields, target.slug)) continue
    const titleField = collection.admin.useAsTitle ?? 'id'
    const seen = new Set<string>()
    for (const draft of collection.versions?.drafts ? [false, true] : [false]) {
      const found = await payload.find({
        collection: slug,
        draft,
        depth: 0,
        locale: 'all',
        pagination: false,
        overrideAccess: true,
        req,
      })
      for (const doc of found.docs as unknown as Record<string, unknown>[]) {
        const id = String(doc.id)
        // A page's button may pick another page; a document never counts as a use of itself.
        if (slug === target.slug && id === String(target.id)) continue
        if (seen.has(id) || !pointsAt(collection.fields, doc, target)) continue
        seen.add(id)
        const title = englishText(doc[titleField]) ?? id
        const path = englishText(doc.path)
        const where = path ? ` (${path})` : ''
        const singular = typeof collection.labels.singular === 'string' ? collection.labels.singular : slug
        usages.push({ label: `${singular} “${title}”${where}`, href: `${admin}/collections/${slug}/${id}` })
      }
    }
  }
  for (const global of payload.config.globals) {
    if (!canPointAt(global.fields, target.slug)) continue
    const doc = await payload.findGlobal({
      slug: global.slug as GlobalSlug,
      depth: 0,
      locale: 'all',
      overrideAccess: true,
      req,
    })
    if (pointsAt(global.fields, doc as unknown as Record<string, unknown>, target)) {
      const label = typeof global.label === 'string' ? global.label : global.slug
      usages.push({ label, href: `${admin}/globals/${global.slug}` })
    }
  }
  return usages
}

/** The message that refuses deleting something in use, naming every place that uses it. */
export const inUseMessage = (what: string, usages: readonly Usage[]): string =>
  `This ${what} is used by ${usages.map((u) => u.label).join(', ')}. Replace or remove it there before deleting it.`

/** 409 for deleting something in use; public, so the admin shows its message. */
export class StillInUse extends APIError {
  constructor(what: string, usages: readonly Usage[]) {
    super(inUseMessage(what, usages), 409, { usages }, true)
    // Named by hand: a production build may shorten class names, and Payload's loggingLevels match on this one.
    this.name = 'StillInUse'
  }
}

/** Refuses to delete (or move to the trash) a document something else points at, listing where. */
export async function refuseWhileUsed(req: PayloadRequest, target: Target, what: string): Promise<void> {
  const usages = await whereUsed(req.payload, target, req)
  if (usages.length > 0) throw new StillInUse(what, usages)
}
