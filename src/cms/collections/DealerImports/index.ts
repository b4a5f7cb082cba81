import type { CollectionAfterReadHook, CollectionConfig } from 'payload'

import { isStaff } from '../../access'
import { capReads } from '../../hooks/capReads'

export const DEALER_IMPORTS = 'dealer-imports'

/**
 * A running import writes its counts after every batch (a few seconds apart at most); one whose record has not
 * moved for this long was stopped with its server (a restart, a crash) and is shown as interrupted.
 */
export const IMPORT_STALE_MS = 2 * 60 * 1000

export const IMPORT_STATUSES = ['running', 'done', 'refused', 'interrupted', 'failed'] as const
export type ImportStatus = (typeof IMPORT_STATUSES)[number]

const nobody = () => false

/** True while an import's record says it runs and its server is still moving it on. */
export const isLive = (doc: { status?: string | null; updatedAt?: string | null }, now = Date.now()) =>
  doc.status === 'running' && now - Date.parse(doc.updatedAt ?? '') < IMPORT_STALE_MS

/**
 * A record left at 'running' by a server that stopped reads as interrupted (the next import also stores it so);
 * `context.rawImportStatus` reads the stored status.
 */
const markStale: CollectionAfterReadHook = ({ context, doc }) =>
  doc.status === 'running' && !isLive(doc) && !context.rawImportStatus ? { ...doc, status: 'interrupted' } : doc

/**
 * The dealer spreadsheet's imports (Dealers/import): one record per file, written only by the server while the
 * file is worked through in the background, so the admin can follow its progress from any instance and staff
 * can see what was imported, by whom and with what result. Staff read them; nobody writes or removes one.
 */
export const DealerImports: CollectionConfig = {
  slug: DEALER_IMPORTS,
  labels: { singular: 'Dealer import', plural: 'Dealer imports' },
  admin: {
    group: 'Dealers',
    useAsTitle: 'fileName',
    defaultColumns: ['fileName', 'status', 'createdAt', 'lines', 'created', 'updated', 'unchanged', 'startedBy'],
    description: 'Every spreadsheet imported into the dealer network, newest first, with what it changed.',
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  hooks: { beforeOperation: [capReads], afterRead: [markStale] },
  fields: [
    { name: 'fileName', type: 'text', label: 'File', admin: { readOnly: true } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'running',
      index: true,
      options: [
        { label: 'Running', value: 'running' },
        { label: 'Done', value: 'done' },
        { label: 'Stopped at a refused line', value: 'refused' },
        { label: 'Interrupted', value: 'interrupted' },
        { label: 'Failed', value: 'failed' },
      ],
      admin: { readOnly: true },
    },
    {
      name: 'lines',
      type: 'number',
      required: true,
      label: 'Dealer lines',
      admin: { readOnly: true },
    },
    {
      name: 'checked',
      type: 'number',
      defaultValue: 0,
      label: 'Lines worked through',
      admin: { readOnly: true },
    },
    { name: 'created', type: 'number', defaultValue: 0, label: 'Added', admin: { readOnly: true } },
    { name: 'updated', type: 'number', defaultValue: 0, label: 'Updated', admin: { readOnly: true } },
    { name: 'unchanged', type: 'number', defaultValue: 0, label: 'Unchanged', admin: { readOnly: true } },
    {
      name: 'message',
      type: 'textarea',
      label: 'What happened',
      admin: { readOnly: true },
    },
    {
      name: 'problems',
      type: 'json',
      label: 'Refused line',
      admin: { readOnly: true, description: 'The line the dealer record refused, with its columns.' },
    },
    {
      name: 'startedBy',
      type: 'relationship',
      relationTo: 'users',
      label: 'Imported by',
      admin: { readOnly: true },
    },
    { name: 'finishedAt', type: 'date', label: 'Finished', admin: { readOnly: true } },
  ],
}
