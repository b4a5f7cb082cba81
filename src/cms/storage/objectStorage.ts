import { s3Storage } from '@payloadcms/storage-s3'
import type { CollectionBeforeOperationHook, Config, Plugin } from 'payload'

import type { ObjectStorage } from '../../config/env'
import { s3ClientConfig, STORED_COLLECTIONS } from './s3Client'

/**
 * Payload's S3 storage for the media and documents libraries, on only when S3_BUCKET is set (config/env.ts).
 *
 * On: uploads, image sizes included, go to the bucket and nowhere on disk; deleting a record for good removes
 * its objects. Files keep their addresses (/api/<collection>/file/<filename>): Payload's own file route still
 * checks read access and answers with the collection's response headers (Cache-Control), streaming the object
 * from the bucket, which need not be public.
 *
 * Off: the plugin does nothing but keep the two hidden fields it records a stored file's folder in (prefix,
 * _objectKey), so the database schema and its migrations are the same with and without a bucket, and switching
 * storage needs no migration. Its admin component for uploads from the browser stays in the import map, idle.
 */
export function objectStoragePlugin(storage: ObjectStorage | undefined): Plugin {
  const plugin = s3Storage({
    enabled: storage !== undefined,
    alwaysInsertFields: true,
    bucket: storage?.bucket ?? '',
    // Each collection's files under its folder (`images/<filename>`, `documents/<filename>`): the collection prefix
    // is joined at each read, write and delete instead of being recorded in the document, whose `prefix` stays
    // empty, so a file's address gains no `?prefix=` query and stays /api/<collection>/file/<filename>.
    collections: {
      media: { prefix: STORED_COLLECTIONS.media },
      documents: { prefix: STORED_COLLECTIONS.documents },
    },
    useCompositePrefixes: true,
    config: storage ? s3ClientConfig(storage) : {},
  })
  if (!storage) return plugin
  return async (incoming: Config) => {
    const config = await plugin(incoming)
    return {
      ...config,
      collections: config.collections?.map((collection) =>
        collection.slug in STORED_COLLECTIONS
          ? {
              ...collection,
              hooks: {
                ...collection.hooks,
                beforeOperation: [...(collection.hooks?.beforeOperation ?? []), forgetEarlierUpload],
              },
            }
          : collection,
      ),
    }
  }
}

/**
 * The storage plugin keeps an upload's file in the request's context (`_payloadCloudStorage`) and marks its own
 * follow-up save there (`skipCloudStorage`). Local API calls that pass the same context object, or the same
 * request, to several uploads (seeds, scripts, tests) would otherwise carry the first upload's marks into the next:
 * its file is then skipped and stored nowhere. A save that brings a new file starts from a clean context.
 */
const forgetEarlierUpload: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if ((operation === 'create' || operation === 'update') && req.file && req.context) {
    delete req.context.skipCloudStorage
    delete req.context._payloadCloudStorage
  }
  return args
}
