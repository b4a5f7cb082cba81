import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { Block } from 'payload'
import { describe, expect, it } from 'vitest'

import { layoutBlocks } from '../configs'
import { sectionBlocks } from '../sectionBlocks'
import { blockCatalogue } from './catalogue'
import { blockThumbnailSvg, DESCRIPTION_LINE_CHARS, wrapDescription } from './sketches'
import { blocksIn } from './withRowLabels'
import { thumbnailUrl } from './withThumbnails'

const dir = path.resolve(import.meta.dirname, '../../../../public/block-thumbnails')
const entries = Object.entries(blockCatalogue)

describe('block picker thumbnails', () => {
  it('are written for every block, as the catalogue draws them now (scripts/block-thumbnails.ts)', () => {
    expect(readdirSync(dir).sort()).toEqual(entries.map(([slug]) => `${slug}.svg`).sort())
    for (const [slug, { sketch, description }] of entries) {
      expect(readFileSync(path.join(dir, `${slug}.svg`), 'utf8'), slug).toBe(
        blockThumbnailSvg(sketch, description),
      )
    }
  })

  it('carry a description that fits under the drawing in three lines', () => {
    for (const [slug, { description }] of entries) {
      const lines = wrapDescription(description)
      expect(lines.length, slug).toBeLessThanOrEqual(3)
      for (const line of lines)
        expect(line.length, `${slug}: ${line}`).toBeLessThanOrEqual(DESCRIPTION_LINE_CHARS)
    }
  })

  it('are what the picker shows for every block of pages and sections, nested ones included', () => {
    const all = (blocks: Block[]) => [...blocks, ...blocks.flatMap((b) => blocksIn(b.fields))]
    for (const block of [...all(layoutBlocks), ...all(sectionBlocks)]) {
      const entry = blockCatalogue[block.slug as keyof typeof blockCatalogue]
      expect(block.admin?.images?.thumbnail, block.slug).toEqual({
        url: thumbnailUrl(block.slug),
        alt: entry.description,
      })
    }
  })

  it('wrap a description at word boundaries and escape what SVG text cannot hold', () => {
    expect(wrapDescription('A band that sends visitors to help or a dealer near them today.')).toEqual([
      'A band that sends visitors to help or',
      'a dealer near them today.',
    ])
    expect(blockThumbnailSvg('text', 'Tips & <tricks>')).toContain('>Tips &amp; &lt;tricks&gt;</text>')
  })
})
