/**
 * Block picker thumbnails: a small line drawing of the block's shape above its one-line description, as SVG
 * (3:2, the picker's preferred shape). Drawn from plain shapes, so every block has one without screenshots.
 */

const INK = '#1e3a5f'
const MUTED = '#94a3b8'
const LIGHT = '#dbe4ee'
const ACCENT = '#d9822b'
const TEXT = '#1e293b'

const rect = (x: number, y: number, w: number, h: number, fill: string, r = 3, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"${extra}/>`
const bar = (x: number, y: number, w: number, fill = MUTED, h = 6) => rect(x, y, w, h, fill, h / 2)
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`
const outline = (x: number, y: number, w: number, h: number, stroke = MUTED, dash = '') =>
  rect(
    x,
    y,
    w,
    h,
    'none',
    4,
    ` stroke="${stroke}" stroke-width="1.5"${dash ? ` stroke-dasharray="${dash}"` : ''}`,
  )
const text = (x: number, y: number, content: string, size: number, fill: string, weight = 700) =>
  `<text x="${x}" y="${y}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle">${content}</text>`
const picture = (x: number, y: number, w: number, h: number) =>
  rect(x, y, w, h, LIGHT) +
  `<path d="M${x + 8} ${y + h - 8} l${w * 0.3} ${-h * 0.45} l${w * 0.2} ${h * 0.25} l${w * 0.15} ${-h * 0.15} l${w * 0.25} ${h * 0.35} z" fill="${MUTED}"/>` +
  circle(x + w * 0.78, y + h * 0.28, Math.min(w, h) * 0.1, '#fff')
const lines = (x: number, y: number, widths: number[], gap = 13) =>
  widths.map((w, i) => bar(x, y + i * gap, w)).join('')
const repeat = (n: number, draw: (i: number) => string) =>
  Array.from({ length: n }, (_, i) => draw(i)).join('')

const SKETCHES = {
  heading: () => bar(28, 42, 190, INK, 14) + lines(28, 70, [210, 160]),
  text: () => lines(28, 30, [240, 228, 236, 200, 232, 150]),
  image: () => picture(28, 22, 244, 96),
  buttons: () => rect(40, 56, 100, 28, INK, 14) + outline(154, 56, 100, 28, INK) + bar(62, 67, 56, '#fff'),
  list: () =>
    repeat(4, (i) => circle(36, 38 + i * 20, 4, INK) + bar(48, 35 + i * 20, [180, 150, 200, 120][i]!)),
  quote: () => text(44, 66, '“', 56, ACCENT) + lines(70, 40, [190, 200, 150]) + bar(70, 92, 80, INK),
  table: () =>
    rect(28, 24, 244, 18, INK, 2) +
    repeat(4, (i) => `<line x1="28" x2="272" y1="${60 + i * 18}" y2="${60 + i * 18}" stroke="${MUTED}"/>`) +
    repeat(3, (i) => `<line x1="${89 + i * 61}" x2="${89 + i * 61}" y1="24" y2="114" stroke="${MUTED}"/>`),
  separator: () => lines(28, 34, [220, 180]) + rect(28, 70, 244, 2, INK, 1) + lines(28, 92, [200, 160]),
  code: () => text(150, 84, '&lt;/&gt;', 44, INK),
  cards: () =>
    repeat(
      3,
      (i) =>
        outline(28 + i * 84, 22, 76, 96) +
        picture(32 + i * 84, 26, 68, 40) +
        lines(34 + i * 84, 76, [56, 40]),
    ),
  icons: () =>
    repeat(
      6,
      (i) =>
        circle(48 + (i % 3) * 84, 42 + Math.floor(i / 3) * 46, 10, INK) +
        bar(64 + (i % 3) * 84, 39 + Math.floor(i / 3) * 46, 46),
    ),
  columns: () =>
    repeat(
      3,
      (i) =>
        outline(28 + i * 84, 22, 76, 96) +
        bar(36 + i * 84, 32, 50, INK, 8) +
        lines(36 + i * 84, 52, [60, 54, 60, 40]),
    ),
  group: () =>
    outline(28, 22, 244, 96, INK, '6 4') +
    rect(44, 38, 60, 64, LIGHT) +
    rect(120, 38, 60, 64, LIGHT) +
    rect(196, 38, 60, 64, LIGHT),
  section: () =>
    outline(40, 30, 200, 82, MUTED) +
    rect(58, 20, 200, 82, '#fff', 4, ` stroke="${INK}" stroke-width="1.5"`) +
    bar(74, 36, 120, INK, 10) +
    lines(74, 58, [160, 140]) +
    rect(74, 84, 60, 12, ACCENT, 6),
  hero: () =>
    rect(16, 14, 268, 112, INK, 4) +
    bar(40, 44, 150, '#fff', 14) +
    bar(40, 68, 110, '#c7d2de') +
    rect(40, 88, 74, 20, ACCENT, 10),
  banner: () =>
    rect(16, 42, 268, 56, INK, 4) +
    bar(32, 58, 130, '#fff', 10) +
    bar(32, 76, 90, '#c7d2de') +
    rect(200, 58, 68, 24, ACCENT, 12),
  // The four banners, drawn apart: a help line with a flag and a phone, a notice bar that closes, an e-mail
  // sign-up band, and a button bar held at the bottom of the screen (the basic banner is 'banner' above).
  helpBanner: () =>
    rect(16, 42, 268, 56, LIGHT, 4) +
    rect(30, 58, 30, 20, INK, 2) +
    rect(30, 58, 10, 20, ACCENT, 2) +
    bar(72, 58, 110, INK, 9) +
    bar(72, 74, 80) +
    circle(212, 70, 12, INK) +
    `<path d="M207 64 q1 -2 3 0 l1 3 q1 1 -1 2 q1 3 4 4 q1 -1 2 -1 l3 1 q2 2 0 3 q-3 2 -6 0 q-6 -3 -8 -8 q-1 -3 1 -4 z" fill="#fff"/>` +
    bar(230, 66, 40, INK, 8),
  noticeBar: () =>
    outline(28, 18, 244, 104) +
    rect(28, 18, 244, 24, ACCENT, 4) +
    bar(40, 27, 120, '#fff') +
    bar(168, 27, 50, '#fff', 6) +
    text(258, 36, '×', 18, '#fff') +
    lines(40, 58, [200, 180, 210, 150], 14),
  emailBanner: () =>
    rect(16, 34, 268, 72, INK, 4) +
    bar(32, 48, 140, '#fff', 10) +
    bar(32, 66, 100, '#c7d2de') +
    rect(32, 80, 150, 18, '#fff', 9) +
    text(46, 94, '@', 13, INK) +
    bar(58, 86, 60, MUTED) +
    rect(190, 80, 76, 18, ACCENT, 9) +
    bar(206, 86, 44, '#fff'),
  stickyBar: () =>
    outline(96, 14, 108, 112, INK) +
    lines(108, 26, [84, 70, 84, 60, 78], 12) +
    rect(96, 98, 108, 28, INK, 4) +
    bar(106, 109, 40, '#fff') +
    rect(152, 104, 44, 16, ACCENT, 8),
  tabs: () =>
    rect(28, 22, 70, 20, INK, 3) +
    outline(102, 22, 70, 20) +
    outline(176, 22, 70, 20) +
    outline(28, 46, 244, 72) +
    lines(40, 60, [200, 170, 190]),
  accordion: () =>
    repeat(
      4,
      (i) =>
        outline(28, 22 + i * 25, 244, 20) +
        bar(38, 29 + i * 25, [140, 120, 160, 110][i]!, i === 0 ? INK : MUTED) +
        text(260, 37 + i * 25, i === 0 ? '−' : '+', 16, INK),
    ),
  carousel: () =>
    picture(58, 22, 184, 80) +
    circle(38, 62, 11, INK) +
    circle(262, 62, 11, INK) +
    text(38, 67, '‹', 16, '#fff') +
    text(262, 67, '›', 16, '#fff') +
    repeat(4, (i) => circle(132 + i * 12, 112, 3.5, i === 0 ? INK : MUTED)),
  video: () =>
    rect(28, 22, 244, 96, INK, 4) +
    circle(150, 70, 22, '#fff') +
    `<path d="M143 58 l20 12 l-20 12 z" fill="${INK}"/>`,
  form: () =>
    bar(28, 28, 120, INK, 10) +
    outline(28, 50, 160, 24) +
    rect(196, 50, 76, 24, ACCENT, 12) +
    bar(28, 88, 200) +
    bar(28, 100, 150),
  map: () =>
    repeat(
      3,
      (i) => outline(28, 22 + i * 33, 96, 28) + bar(36, 29 + i * 33, 60, INK) + bar(36, 40 + i * 33, 44),
    ) +
    rect(132, 22, 140, 94, LIGHT) +
    `<path d="M202 44 a14 14 0 0 1 14 14 c0 12 -14 26 -14 26 s-14 -14 -14 -26 a14 14 0 0 1 14 -14 z" fill="${ACCENT}"/>` +
    circle(202, 58, 5, '#fff'),
  steps: () =>
    `<line x1="60" x2="240" y1="50" y2="50" stroke="${MUTED}" stroke-width="2"/>` +
    repeat(
      3,
      (i) =>
        circle(60 + i * 90, 50, 15, INK) +
        text(60 + i * 90, 56, String(i + 1), 16, '#fff') +
        lines(34 + i * 90, 80, [52, 40]),
    ),
  numbers: () =>
    repeat(
      3,
      (i) =>
        outline(28 + i * 84, 22, 76, 96) +
        bar(38 + i * 84, 36, 56, ACCENT, 18) +
        lines(38 + i * 84, 66, [56, 46, 52]),
    ),
  nav: () =>
    repeat(
      4,
      (i) => bar(28, 30 + i * 22, [130, 110, 150, 100][i]!, INK, 8) + text(262, 40 + i * 22, '›', 18, INK),
    ),
  phone: () =>
    outline(28, 30, 244, 80, INK) +
    circle(70, 70, 20, INK) +
    `<path d="M62 61 q2 -3 5 0 l2 4 q1 2 -1 3 q2 5 7 7 q1 -2 3 -1 l4 2 q3 3 0 5 q-4 3 -9 0 q-9 -5 -12 -12 q-2 -5 1 -8 z" fill="#fff"/>` +
    bar(104, 54, 130, INK, 10) +
    bar(104, 76, 100),
  documents: () =>
    repeat(
      3,
      (i) =>
        `<path d="M32 ${26 + i * 32} h16 l8 8 v18 h-24 z" fill="${LIGHT}" stroke="${INK}" stroke-width="1.5"/>` +
        bar(66, 34 + i * 32, [150, 120, 170][i]!, INK) +
        bar(66, 44 + i * 32, 90),
    ),
  tooltip: () =>
    rect(96, 22, 130, 34, INK, 6) +
    `<path d="M146 56 l8 10 l8 -10 z" fill="${INK}"/>` +
    bar(108, 36, 100, '#fff') +
    lines(28, 80, [96]) +
    `<line x1="130" x2="190" y1="86" y2="86" stroke="${ACCENT}" stroke-width="2" stroke-dasharray="3 3"/>` +
    bar(130, 77, 60, INK) +
    bar(196, 77, 76) +
    lines(28, 98, [230]),
  split: () => picture(28, 22, 116, 96) + bar(156, 34, 100, INK, 10) + lines(156, 56, [116, 104, 112, 80]),
  spacer: () =>
    lines(28, 24, [200]) +
    lines(28, 110, [180]) +
    `<path d="M150 40 v52 M142 48 l8 -8 l8 8 M142 84 l8 8 l8 -8" stroke="${INK}" stroke-width="2" fill="none"/>`,
} satisfies Record<string, () => string>

export type SketchKind = keyof typeof SKETCHES

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Longest line of the description under the drawing; three lines fit. */
export const DESCRIPTION_LINE_CHARS = 38

/** Splits a description into lines of whole words, each at most DESCRIPTION_LINE_CHARS long. */
export function wrapDescription(description: string): string[] {
  const out: string[] = []
  for (const word of description.split(/\s+/).filter(Boolean)) {
    const last = out.at(-1)
    if (last !== undefined && `${last} ${word}`.length <= DESCRIPTION_LINE_CHARS)
      out[out.length - 1] = `${last} ${word}`
    else out.push(word)
  }
  return out
}

/** The whole thumbnail: the sketch in a card, the description under it. */
export function blockThumbnailSvg(sketch: SketchKind, description: string): string {
  const caption = wrapDescription(description)
    .map(
      (line, i) =>
        `<text x="150" y="${153 + i * 17}" font-size="13" fill="${TEXT}" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200" width="300" height="200" ` +
    `font-family="system-ui, -apple-system, 'Segoe UI', sans-serif">` +
    `<rect width="300" height="200" fill="#f1f5f9"/>` +
    rect(10, 8, 280, 124, '#fff', 6, ` stroke="${LIGHT}"`) +
    SKETCHES[sketch]() +
    caption +
    `</svg>\n`
  )
}
