import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { BrandMark } from './BrandMark'
import { MARK_LINES, MARK_TILE } from './markShapes'
import { markSvg } from './markSvg'

/** The drawing of an SVG: its tile and lines with their colours, without the attributes only a page needs. */
const shapes = (svg: string) => ({
  rect: /<rect [^>]*fill="([^"]+)"/.exec(svg)?.[1],
  paths: [...svg.matchAll(/<path d="([^"]+)" stroke="([^"]+)" stroke-width="([^"]+)"/g)].map((m) =>
    m.slice(1),
  ),
})

describe('markSvg', () => {
  it('is a standalone SVG document', () => {
    const svg = markSvg()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 48 48">/)
    expect(svg.endsWith('</svg>')).toBe(true)
  })

  it('draws what the header’s brand mark draws', () => {
    const drawn = shapes(markSvg())
    expect(drawn.rect).toBe(MARK_TILE.fill)
    expect(drawn.paths.map(([d, stroke]) => ({ d, stroke }))).toEqual(
      MARK_LINES.map(({ d, stroke }) => ({ d, stroke })),
    )
    expect(drawn).toEqual(shapes(renderToStaticMarkup(<BrandMark size={48} />)))
  })
})
