import type { PayloadRequest } from 'payload'

import { renderProductSheet, type SheetInput } from './pdf'

/** Stores a generated PDF in the Documents collection within the seed's request; returns its id. */
export async function storeSheet(req: PayloadRequest, filename: string, sheet: SheetInput): Promise<number> {
  const data = Buffer.from(await renderProductSheet(sheet))
  const doc = await req.payload.create({
    collection: 'documents',
    data: { fileTitle: sheet.title },
    file: { data, mimetype: 'application/pdf', name: filename, size: data.byteLength },
    req,
  })
  return doc.id
}

/** Stores a PNG in the Media collection, described by `alt`; returns its id. */
export async function storeImage(
  req: PayloadRequest,
  filename: string,
  alt: string,
  data: Buffer,
): Promise<number> {
  const media = await req.payload.create({
    collection: 'media',
    data: { alt },
    file: { data, mimetype: 'image/png', name: filename, size: data.byteLength },
    req,
  })
  return media.id
}
