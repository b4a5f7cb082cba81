import {
  Forbidden,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type PayloadRequest,
} from 'payload'

import { guardCell } from '../../../../domain/csv/cell'
import { hasAdminRole } from '../../../access'
import { downloadEndpoint } from './download'
import { isExported, isRecord } from './exported'
import { previewEndpoint } from './preview'

/**
 * An export document (the plugin's Save, which writes the file in the request or queues a job) is made only
 * by an admin and only of a collection the site exports; the plugin checks only that the collection exists.
 * This runs before the plugin's own hook, which would read the collection at once.
 */
const onlyExportedCollections: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create') return args
  // Without one the field's default applies, the first exported collection.
  const data: unknown = 'data' in args ? args.data : undefined
  const slug = isRecord(data) ? data.collectionSlug : undefined
  if (!hasAdminRole({ req }) || (slug !== undefined && !isExported(slug))) throw new Forbidden(req.t)
  return args
}

/**
 * The import-export plugin's `exports` collection under the site's rules: its two endpoints (the download and
 * the preview) are the site's own (./download, ./preview); only admins make export documents, of the exported
 * collections only; a saved file is kept in `staticDir` (under DATA_DIR: it holds personal data, and the
 * plugin's default is a folder named after the collection in the application's working directory).
 */
export const withExportRules = (collection: CollectionConfig, staticDir: string): CollectionConfig => ({
  ...collection,
  endpoints: [downloadEndpoint, previewEndpoint],
  hooks: {
    ...collection.hooks,
    beforeOperation: [onlyExportedCollections, ...(collection.hooks?.beforeOperation ?? [])],
  },
  upload: { ...(typeof collection.upload === 'object' ? collection.upload : {}), staticDir },
})

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * The plugin's own export (a saved export document) writes the same safe cells as the download: every text
 * guarded against running as a formula. It reads batch after batch; each waits a turn of the event loop, so
 * other requests are answered in between.
 */
export async function guardExportBatch({
  data,
}: {
  data: Record<string, unknown>[]
  req: PayloadRequest
}): Promise<Record<string, unknown>[]> {
  await nextTurn()
  return data.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [key, typeof value === 'string' ? guardCell(value) : value]),
    ),
  )
}
