/**
 * Writes the block picker's thumbnails to public/block-thumbnails/, one SVG per block, from the catalogue in
 * src/blocks/_core/admin. Run after adding a block or changing a description: `npx tsx scripts/block-thumbnails.ts`
 * (a unit test fails while a file is missing or out of date).
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { blockCatalogue } from '../src/blocks/_core/admin/catalogue'
import { blockThumbnailSvg } from '../src/blocks/_core/admin/sketches'

const dir = path.resolve(import.meta.dirname, '../public/block-thumbnails')
mkdirSync(dir, { recursive: true })
for (const file of readdirSync(dir)) rmSync(path.join(dir, file))
for (const [slug, { sketch, description }] of Object.entries(blockCatalogue)) {
  writeFileSync(path.join(dir, `${slug}.svg`), blockThumbnailSvg(sketch, description))
}
console.log(`Wrote ${Object.keys(blockCatalogue).length} thumbnails to ${path.relative(process.cwd(), dir)}/`)
