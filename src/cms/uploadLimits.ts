/** The largest file an editor may upload (images, PDFs): 25 MB, well above a sharp 2,400-pixel photo or a manual. */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024

/** What the admin shows when a file is over the limit. */
export const UPLOAD_TOO_LARGE =
  'This file is larger than 25 MB, the upload limit. Make it smaller and upload it again.'
