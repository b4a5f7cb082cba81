import path from 'node:path'
import type { CollectionConfig } from 'payload'

import type { Media as MediaDoc } from '../../../payload-types'

import { env } from '../../../config/env'
import { anyone, isStaff } from '../../access'
import { capReads } from '../../hooks/capReads'
import { refuseDeletingWhileUsed, whereUsedField } from '../../usage/hooks'
import { missingFileIs404 } from '../../uploadLimits'

/** The message when an image has neither a description nor the decorative mark. */
export const ALT_REQUIRED = 'Describe the image, or tick ‘Decorative only’ if it adds nothing a reader needs.'

const usedFile = refuseDeletingWhileUsed('image')

/**
 * Browsers keep an image a day and may show the kept copy for a week while they check for a new one. A file's
 * name does not change while it is in use (a new upload gets a new name, and a file in use cannot be deleted),
 * so a kept copy is the right one; without this header every page view fetched every picture again.
 */
export const MEDIA_FILE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800'

export const Media: CollectionConfig = {
  slug: 'media',
  // Deleting moves to the trash, where staff restore it or delete it for good.
  trash: true,
  admin: { group: 'Content', defaultColumns: ['filename', 'alt', 'updatedAt'] },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: {
    beforeOperation: [capReads],
    // A file in use is neither trashed nor deleted; the message lists where it is used.
    beforeChange: [usedFile.beforeChange],
    beforeDelete: [usedFile.beforeDelete],
  },
  fields: [
    whereUsedField,
    {
      name: 'alt',
      type: 'text',
      label: 'Description (alt text)',
      admin: {
        description: 'Says what the image shows for people who cannot see it, in a sentence or less.',
        condition: (_data, siblingData) => !siblingData?.decorative,
      },
      validate: (value: string | null | undefined, { siblingData }: { siblingData: Partial<MediaDoc> }) =>
        siblingData?.decorative || value?.trim() ? true : ALT_REQUIRED,
    },
    {
      name: 'decorative',
      type: 'checkbox',
      label: 'Decorative only',
      defaultValue: false,
      admin: {
        description:
          'Tick only for an image that adds nothing a reader needs (a texture, a divider): screen readers then skip it.',
      },
    },
  ],
  upload: {
    staticDir: path.resolve(env().MEDIA_DIR, 'images'),
    // With a bucket configured (storage/objectStorage.ts) the storage plugin's handler answers, a missing object
    // with 404 too; on disk, a missing file is answered here.
    handlers: env().objectStorage ? [] : [missingFileIs404(path.resolve(env().MEDIA_DIR, 'images'))],
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', MEDIA_FILE_CACHE_CONTROL)
      return headers
    },
    mimeTypes: ['image/*'],
    focalPoint: true,
    imageSizes: [
      { name: 'small', width: 480 },
      { name: 'medium', width: 960 },
      { name: 'large', width: 1440 },
      { name: 'xl', width: 2400 },
    ],
    adminThumbnail: 'small',
  },
}
