import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { env } from '../../../config/env'
import { anyone, isStaff } from '../../access'
import { capReads } from '../../hooks/capReads'
import { refuseDeletingWhileUsed, whereUsedField } from '../../usage/hooks'
import { missingFileIs404 } from '../../uploadLimits'

const usedFile = refuseDeletingWhileUsed('document')

export const Documents: CollectionConfig = {
  slug: 'documents',
  // Deleting moves to the trash, where staff restore it or delete it for good.
  trash: true,
  admin: {
    group: 'Content',
    useAsTitle: 'fileTitle',
    defaultColumns: ['fileTitle', 'filename', 'updatedAt'],
  },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: {
    beforeOperation: [capReads],
    // A file in use is neither trashed nor deleted; the message lists where it is used.
    beforeChange: [usedFile.beforeChange],
    beforeDelete: [usedFile.beforeDelete],
  },
  fields: [{ name: 'fileTitle', type: 'text', required: true, label: 'File title' }, whereUsedField],
  upload: {
    staticDir: path.resolve(env().MEDIA_DIR, 'documents'),
    // With a bucket configured (storage/objectStorage.ts) the storage plugin's handler answers, a missing object
    // with 404 too; on disk, a missing file is answered here.
    handlers: env().objectStorage ? [] : [missingFileIs404(path.resolve(env().MEDIA_DIR, 'documents'))],
    mimeTypes: ['application/pdf'],
  },
}
