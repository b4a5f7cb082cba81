/** A transparent pixel: what a picture's source gives a copy of an image that must not load (yet). */
export const BLANK_PIXEL = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'

/**
 * A blank standing in for an image of the given size until it loads: an empty SVG of the same proportions, so
 * an image sized by its own proportions (`height: auto`) takes the same box before and after, and nothing
 * moves. Without a size, the transparent pixel.
 */
export function blankOfSize(width?: number | null, height?: number | null): string {
  if (!width || !height || width <= 0 || height <= 0) return BLANK_PIXEL
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${Math.round(width)} ${Math.round(height)}"/>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
