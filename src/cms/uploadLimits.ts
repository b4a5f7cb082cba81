import { existsSync } from 'node:fs'
import path from 'node:path'

import type { PayloadRequest } from 'payload'

/** The largest file an editor may upload (images, PDFs): 25 MB, well above a sharp 2,400-pixel photo or a manual. */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024

/** What the admin shows when a file is over the limit. */
export const UPLOAD_TOO_LARGE =
  'This file is larger than 25 MB, the upload limit. Make it smaller and upload it again.'

/**
 * An upload handler that answers 404 for a file that is not on disk (its document was deleted, or the address
 * never existed). Payload's own file route answers such a request with 500; every other request falls through
 * to it unchanged.
 */
export function missingFileIs404(staticDir: string) {
  const root = path.resolve(staticDir)
  return (_req: PayloadRequest, { params }: { params: { filename: string } }): Response | void => {
    const file = path.resolve(root, params.filename)
    // A path outside the folder is Payload's to refuse; a file present is Payload's to send.
    if (!file.startsWith(root + path.sep) || existsSync(file)) return
    return Response.json({ errors: [{ message: 'Not found' }] }, { status: 404 })
  }
}
