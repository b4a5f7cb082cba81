import { C } from './palette'
import { hLines, steps } from './svg'

/** A window with a frame and a cross bar; `lit` gives it the pale glow of a room with the lights on. */
export function windowPane(x: number, y: number, w: number, h: number, lit = false): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="${lit ? C.brand50 : C.brand100}" stroke="${C.brand800}" stroke-width="8"/>
    <line x1="${x + w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y + h}" stroke="${C.brand800}" stroke-width="6"/>
    <line x1="${x}" y1="${y + h / 2}" x2="${x + w}" y2="${y + h / 2}" stroke="${C.brand800}" stroke-width="6"/>`
}

/**
 * A two-storey home, 600 wide and about 470 tall, drawn up from its front-left corner at the origin:
 * gable roof, chimney, four lit windows and a red front door.
 */
export function house(): string {
  return `
    <rect x="420" y="-450" width="56" height="120" fill="${C.brand700}"/>
    <rect x="0" y="-300" width="600" height="300" fill="${C.surface}"/>
    ${hLines(steps(9, -270, 30), 0, 600, C.line, 3)}
    <polygon points="-36,-296 300,-476 636,-296" fill="${C.brand800}"/>
    <rect x="-36" y="-304" width="672" height="16" fill="${C.brand900}"/>
    ${windowPane(60, -250, 120, 90, true)}
    ${windowPane(420, -250, 120, 90, true)}
    ${windowPane(60, -125, 120, 90)}
    ${windowPane(420, -125, 120, 90, true)}
    <rect x="250" y="-160" width="100" height="160" rx="6" fill="${C.accent600}"/>
    <rect x="262" y="-148" width="76" height="50" rx="4" fill="${C.accent700}"/>
    <circle cx="330" cy="-70" r="7" fill="${C.brand50}"/>
    <rect x="230" y="-8" width="140" height="8" fill="${C.brand800}"/>`
}

/** A rounded tree on a short trunk, standing on the origin; `tone` picks its shade. */
export function tree(tone: 'dark' | 'mid' = 'mid'): string {
  const leaf = tone === 'dark' ? C.brand800 : C.brand600
  return `<rect x="-10" y="-90" width="20" height="90" fill="${C.brand900}"/>
    <circle cx="0" cy="-150" r="80" fill="${leaf}"/>
    <circle cx="-50" cy="-110" r="50" fill="${leaf}"/>
    <circle cx="50" cy="-105" r="55" fill="${leaf}"/>`
}

/** A low bush standing on the origin. */
export const bush = (): string =>
  `<ellipse cx="0" cy="-30" rx="70" ry="40" fill="${C.brand700}"/><ellipse cx="45" cy="-22" rx="45" ry="28" fill="${C.brand800}"/>`

/** A wall of horizontal siding filling the given box (for close-ups beside a home). */
export function sidingWall(x: number, y: number, w: number, h: number): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${C.surface}"/>${hLines(
    steps(Math.floor(h / 36), y + 36, 36),
    x,
    x + w,
    C.line,
    4,
  )}`
}

/** A rounded-top sun or moon disc. */
export const sun = (cx: number, cy: number, r: number, fill: string = C.brand50): string =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" opacity="0.9"/>`
