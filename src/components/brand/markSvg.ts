import { MARK_LINE_WIDTH, MARK_LINES, MARK_TILE, MARK_VIEWBOX } from './markShapes'

/** The drawn brand mark as a standalone SVG document, the same shapes BrandMark renders. */
export function markSvg(): string {
  const { width, height, rx, fill } = MARK_TILE
  const lines = MARK_LINES.map(
    ({ d, stroke }) =>
      `<path d="${d}" stroke="${stroke}" stroke-width="${MARK_LINE_WIDTH}" stroke-linecap="round" fill="none"/>`,
  ).join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${MARK_VIEWBOX}">` +
    `<rect width="${width}" height="${height}" rx="${rx}" fill="${fill}"/>${lines}</svg>`
  )
}
