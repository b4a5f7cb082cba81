import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { env } from '../../../config/env'
import { anyone, isStaff } from '../../access'
import { capReads } from '../../hooks/capReads'

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content', defaultColumns: ['filename', 'alt', 'updatedAt'] },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: { beforeOperation: [capReads] },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      admin: { description: 'Describes the image for people who cannot see it. Leave empty only for decoration.' },
    },
  ],
  upload: {
    staticDir: path.resolve(env().MEDIA_DIR, 'images'),
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
