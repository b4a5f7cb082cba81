import type { S3ClientConfig } from '@aws-sdk/client-s3'

import type { ObjectStorage } from '../../config/env'

/**
 * The upload collections whose files go to the bucket when one is configured, and the folder of each: the same
 * as on disk (MEDIA_DIR/images, MEDIA_DIR/documents), so an object's key is `<folder>/<filename>`.
 */
export const STORED_COLLECTIONS = { media: 'images', documents: 'documents' } as const

/** An upload's object key: its collection's folder and its file name (an image size has a file name of its own). */
export const objectKey = (collection: keyof typeof STORED_COLLECTIONS, filename: string): string =>
  `${STORED_COLLECTIONS[collection]}/${filename}`

/**
 * The AWS SDK client settings for the configured bucket, shared by Payload's storage adapter and
 * scripts/media-to-s3.ts. The SDK sends and checks CRC checksums on every request by default since early 2025;
 * many S3-compatible servers (older MinIO, Ceph, the test server) refuse or mangle those, so they are sent and
 * checked only where S3 requires them.
 */
export function s3ClientConfig(storage: ObjectStorage): S3ClientConfig {
  return {
    region: storage.region,
    ...(storage.endpoint ? { endpoint: storage.endpoint } : {}),
    forcePathStyle: storage.forcePathStyle,
    credentials: { accessKeyId: storage.accessKeyId, secretAccessKey: storage.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  }
}
