import 'server-only'

import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Media } from '@/payload-types'

import { getPayloadClient } from '../payload'

export type MediaFile = { body: Uint8Array<ArrayBuffer>; contentType: string }

/**
 * The bytes of an uploaded image, read from the folder Payload stores media in, for routes that must
 * answer with the file itself (a browser asks /favicon.ico and expects an image, not a redirect).
 * Null when the file is missing.
 */
export async function readMediaFile(media: Media | number | null | undefined): Promise<MediaFile | null> {
  if (!media || typeof media !== 'object' || !media.filename || !media.mimeType) return null
  const payload = await getPayloadClient()
  const upload = payload.collections.media.config.upload
  if (!upload.staticDir) return null
  try {
    // basename: a stored filename never leads out of the media folder.
    const body = await readFile(path.join(upload.staticDir, path.basename(media.filename)))
    return { body: new Uint8Array(body), contentType: media.mimeType }
  } catch {
    return null
  }
}
