import type { PayloadRequest, Sort, Where } from 'payload'

import * as z from '../../../../domain/zod'
import { exportColumns, selectFor, type ExportColumn } from './columns'
import { answer, type ExportedCollection } from './exported'

const FIELD_PATH = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/
const wholeNumber = (min: number) =>
  z.number('Enter a whole number.').int('Enter a whole number.').min(min, `Enter ${min} or more.`)

/** What the admin's export drawer sends: which documents (filter, order, limit and page), which columns. */
export const exportOptions = z.object({
  collectionSlug: z.string(),
  format: z.literal('csv', 'Exports are CSV files.').nullish(),
  fields: z
    .array(z.string().regex(FIELD_PATH, 'Name each field by its path.'))
    .max(200, 'Choose at most 200 fields.')
    .nullish(),
  where: z.record(z.string(), z.unknown(), 'Filter with an object of conditions.').nullish(),
  // Empty when the drawer's sort is left blank.
  sort: z
    .string()
    .regex(/^(?:-?[A-Za-z_$][\w$.]*)?$/, 'Sort by one field, with - before it for the reverse order.')
    .nullish(),
  limit: wholeNumber(0).nullish(),
  page: wholeNumber(1).nullish(),
  name: z.string().max(200, 'Use at most 200 characters.').nullish(),
})
export type ExportOptions = z.infer<typeof exportOptions>

/** The preview adds which page of the file to show, and how many rows a page has. */
export const previewOptions = exportOptions.extend({
  previewLimit: wholeNumber(1).max(100, 'Enter 100 or fewer.').nullish(),
  previewPage: wholeNumber(1).nullish(),
})

/** 400 with one message per field, keyed by its path. */
export function invalidOptions(error: z.ZodError): Response {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) fields[issue.path.map(String).join('.') || 'root'] ??= issue.message
  return answer(400, 'The export request is not valid.', { fields })
}

/** The documents of an export (rows `offset` to `offset + count` of the filtered, ordered collection). */
export type ExportPlan = {
  collection: ExportedCollection
  columns: ExportColumn[]
  where: Where
  sort: Sort
  select: Record<string, unknown>
  offset: number
  count: number
}

/**
 * The plan for an export request, or the 400 answer. Without a limit, every document; with one, that many
 * from page `page` of pages of `limit`. The order always ends with the id, so that pages never overlap.
 */
export function planExport(
  req: PayloadRequest,
  collection: ExportedCollection,
  options: ExportOptions,
): ExportPlan | Response {
  const config = req.payload.collections[collection].config
  const chosen = exportColumns(config.flattenedFields, options.fields)
  if ('unknown' in chosen) {
    return answer(400, 'The export request is not valid.', {
      fields: { fields: `No field “${chosen.unknown}” in this collection.` },
    })
  }
  const order = options.sort || (typeof config.defaultSort === 'string' ? config.defaultSort : '-createdAt')
  const limit = options.limit ?? 0
  return {
    collection,
    columns: chosen.columns,
    where: (options.where ?? {}) as Where,
    sort: order.replace(/^-/, '') === 'id' ? order : [order, 'id'],
    select: selectFor(chosen.columns),
    offset: limit > 0 ? ((options.page ?? 1) - 1) * limit : 0,
    count: limit > 0 ? limit : Infinity,
  }
}
