// Copies the media and documents libraries from disk (MEDIA_DIR) into the S3 bucket the S3_* variables name,
// before an instance starts with S3_BUCKET set. Safe to run again: objects already there with the same size are
// skipped. Usage: npm run media:to-s3 (or npx tsx --env-file=.env scripts/media-to-s3.ts)
import { S3Client } from '@aws-sdk/client-s3'
import config from '@payload-config'
import { getPayload } from 'payload'

import { copyToBucket, libraryFiles } from '../src/cms/storage/copyToBucket'
import { s3ClientConfig } from '../src/cms/storage/s3Client'
import { env } from '../src/config/env'

const settings = env()
const storage = settings.objectStorage
if (!storage) {
  console.error(
    'S3_BUCKET is not set: set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_ENDPOINT,',
  )
  console.error('S3_REGION, S3_FORCE_PATH_STYLE as the server needs) to the bucket to copy the files into.')
  process.exit(1)
}

const payload = await getPayload({ config })
const client = new S3Client(s3ClientConfig(storage))
let failed = false
try {
  const files = await libraryFiles(payload, settings.MEDIA_DIR)
  console.log(
    `${files.length} files of the media and documents records, from ${settings.MEDIA_DIR} to bucket ${storage.bucket}`,
  )
  const report = await copyToBucket(client, storage.bucket, files, (line) => console.log(line))
  console.log(
    `\ncopied ${report.copied.length}, skipped ${report.skipped.length} (already there), missing on disk ${report.missing.length}`,
  )
  failed = report.missing.length > 0
} catch (error) {
  console.error(error)
  failed = true
} finally {
  client.destroy()
  await payload.db.destroy?.()
}
process.exit(failed ? 1 : 0)
