import type { Payload } from 'payload'

import { DEMO_DRAWINGS, demoImageFilename, renderDrawing } from './drawings'
import { DEMO_IMAGE_KEYS, type DemoImageKey, type DemoImages } from './imageKeys'

/** Ids of the demo images already stored, by file name. */
async function storedByFilename(payload: Payload): Promise<Map<string, number>> {
  const { docs } = await payload.find({
    collection: 'media',
    where: { filename: { in: DEMO_IMAGE_KEYS.map(demoImageFilename) } },
    limit: DEMO_IMAGE_KEYS.length,
    depth: 0,
    pagination: false,
  })
  return new Map(docs.flatMap((doc) => (doc.filename ? [[doc.filename, doc.id] as const] : [])))
}

/**
 * Draws the demo illustrations in the brand's colours and stores each in the Media collection with its
 * description, returning their ids by key. An image already stored under its file name is reused, so a second
 * run adds nothing.
 */
export async function seedDemoImages(payload: Payload): Promise<DemoImages> {
  const stored = await storedByFilename(payload)
  const missing = DEMO_IMAGE_KEYS.filter((key) => !stored.has(demoImageFilename(key)))
  // sharp draws them all at once on its own threads; they are then stored one by one.
  const files = await Promise.all(missing.map((key) => renderDrawing(DEMO_DRAWINGS[key])))
  for (const [index, key] of missing.entries()) {
    const data = files[index]!
    const name = demoImageFilename(key)
    const media = await payload.create({
      collection: 'media',
      data: { alt: DEMO_DRAWINGS[key].alt },
      file: { data, mimetype: 'image/webp', name, size: data.byteLength },
      context: { disableRevalidate: true },
    })
    stored.set(name, media.id)
  }
  return Object.fromEntries(
    DEMO_IMAGE_KEYS.map((key: DemoImageKey) => [key, stored.get(demoImageFilename(key))!]),
  ) as DemoImages
}
