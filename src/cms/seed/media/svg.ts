/** Small builders for the demo illustrations: flat shapes written as SVG markup. */

export type Size = { width: number; height: number }

/** A vertical gradient, referenced as fill="url(#id)". */
export const verticalGradient = (id: string, top: string, bottom: string): string =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`

/** A complete SVG document of the given pixel size. */
export function svgDocument({ width, height }: Size, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${
    defs ? `<defs>${defs}</defs>` : ''
  }${body}</svg>`
}

/** Places a part drawn at its own origin: moved to (x, y) and scaled. */
export const place = (x: number, y: number, scale: number, part: string): string =>
  `<g transform="translate(${x} ${y}) scale(${scale})">${part}</g>`

/** n evenly spaced values from start in steps of step. */
export const steps = (n: number, start: number, step: number): number[] =>
  Array.from({ length: n }, (_, i) => start + i * step)

/** Horizontal lines across [x1, x2] at each y. */
export const hLines = (ys: number[], x1: number, x2: number, stroke: string, width = 4): string =>
  `<g stroke="${stroke}" stroke-width="${width}" stroke-linecap="round">${ys
    .map((y) => `<line x1="${x1}" y1="${y}" x2="${x2}" y2="${y}"/>`)
    .join('')}</g>`

/** Vertical lines across [y1, y2] at each x. */
export const vLines = (xs: number[], y1: number, y2: number, stroke: string, width = 4): string =>
  `<g stroke="${stroke}" stroke-width="${width}" stroke-linecap="round">${xs
    .map((x) => `<line x1="${x}" y1="${y1}" x2="${x}" y2="${y2}"/>`)
    .join('')}</g>`

/** One demo illustration: what it shows (the stored alt text), its pixel size and its drawing. */
export type DemoDrawing = { alt: string; size: Size; svg: () => string }

/** Hero backgrounds are wide; slides and cards use 3:2; portraits are square. */
export const HERO_SIZE: Size = { width: 1920, height: 900 }
export const SLIDE_SIZE: Size = { width: 1200, height: 800 }
export const PORTRAIT_SIZE: Size = { width: 400, height: 400 }
