import type { Block, Field, Validate } from 'payload'
import { validations } from 'payload/shared'

type Options = Parameters<Validate>[1] & { event?: string; data?: { _status?: unknown } }

const wrapped = new WeakSet<object>()

const labelOf = (label: unknown, fallback: string): string =>
  typeof label === 'string' && label !== ''
    ? label
    : fallback.charAt(0).toUpperCase() +
      fallback
        .slice(1)
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .toLowerCase()

const blockLabel = (block: Block): string =>
  typeof block.labels?.singular === 'string' ? block.labels.singular : labelOf(undefined, block.slug)

const labels = new Map<string, string>()

/**
 * A field's block as an editor counts it, read along the field's path through the document: each block on the
 * way with its number in its list ('Heading 3', 'Columns 1 › Paragraph 2').
 */
export function blockPlace(
  data: unknown,
  path: readonly (string | number)[],
  labelFor: (blockType: string) => string,
): string {
  const places: string[] = []
  let here: unknown = data
  for (const segment of path) {
    if (here === null || typeof here !== 'object') break
    here = (here as Record<string, unknown>)[String(segment)]
    const blockType =
      here && typeof here === 'object' ? (here as { blockType?: unknown }).blockType : undefined
    if (typeof blockType === 'string') places.push(`${labelFor(blockType)} ${Number(segment) + 1}`)
  }
  return places.join(' › ')
}

const labelFor = (blockType: string) => labels.get(blockType) ?? labelOf(undefined, blockType)

/** Whether a save is held to the required fields: a save that publishes (not a draft, nor the form's checks). */
const publishing = (options: Options) => options.event === 'submit' && options.data?._status !== 'draft'

function wrapField(field: Field): void {
  if (field.type === 'blocks') {
    for (const block of field.blocks) wrapBlock(block)
    return
  }
  if (field.type === 'tabs') {
    for (const tab of field.tabs) for (const inner of tab.fields) wrapField(inner)
    return
  }
  if ('fields' in field && field.type !== 'array' && field.type !== 'group') {
    for (const inner of field.fields) wrapField(inner)
    return
  }
  if (field.type === 'array' || field.type === 'group') {
    for (const inner of field.fields) wrapField(inner)
  }
  if (!('required' in field) || !field.required || !('name' in field) || wrapped.has(field)) return
  wrapped.add(field)
  const own = 'validate' in field ? (field.validate as Validate | undefined) : undefined
  const byType = (validations as unknown as Record<string, Validate | undefined>)[field.type]
  const check = own ?? byType
  if (!check) return
  const label = labelOf('label' in field ? field.label : undefined, field.name)
  const validate: Validate = async (value, options) => {
    const opts = options as Options
    if (!publishing(opts)) return check(value, { ...options, required: false } as typeof options)
    const result = await check(value, options)
    if (result === true || result !== opts.req.t('validation:required')) return result
    const place = blockPlace(opts.data, opts.path ?? [], labelFor)
    return place ? `${place}: ${label} is required.` : result
  }
  Object.assign(field, { validate })
}

function wrapBlock(block: Block): void {
  labels.set(block.slug, blockLabel(block))
  for (const field of block.fields) wrapField(field)
}

/**
 * Drafts (autosaves included) are stored with a block's required fields still empty, so a heading left blank
 * does not hold back the page's other changes; publishing is refused until they are filled in, with a message
 * naming the block ('Heading 3: Text is required.'). Other checks (formats, safe links) apply to drafts too.
 * Block configs are shared objects, wrapped once, in place, as the configuration is built.
 */
export function requiredOnPublish(blocks: Block[]): Block[] {
  for (const block of blocks) wrapBlock(block)
  return blocks
}
