import { bush, sidingWall, sun } from './houseParts'
import { C, FONT } from './palette'
import { roomShell } from './roomParts'
import {
  type DemoDrawing,
  SLIDE_SIZE,
  hLines,
  place,
  steps,
  svgDocument,
  verticalGradient,
  vLines,
} from './svg'

/**
 * Product pictures (1200 × 800, like the slides): one unit each, large and centred, for the product hub,
 * the category pages and the air-quality cards.
 */

const { width: W, height: H } = SLIDE_SIZE

/** A small status light. */
const led = (x: number, y: number) => `<circle cx="${x}" cy="${y}" r="7" fill="${C.accent600}"/>`

/** A packaged unit: one long cabinet (heating and cooling together), two top fans, louvred coil side. */
function packagedUnit(): string {
  return `
    <rect x="-300" y="-18" width="600" height="18" rx="3" fill="${C.line}"/>
    <rect x="-280" y="-300" width="560" height="282" rx="14" fill="${C.white}" stroke="${C.brand800}" stroke-width="8"/>
    ${vLines(steps(14, -250, 17), -270, -60, C.brand600, 5)}
    <rect x="10" y="-270" width="240" height="200" rx="8" fill="${C.brand50}" stroke="${C.brand700}" stroke-width="5"/>
    ${hLines(steps(5, -240, 30), 40, 220, C.brand600, 5)}
    <rect x="-290" y="-320" width="580" height="26" rx="10" fill="${C.brand800}"/>
    <ellipse cx="-140" cy="-320" rx="100" ry="12" fill="${C.brand900}"/>
    <ellipse cx="140" cy="-320" rx="100" ry="12" fill="${C.brand900}"/>
    ${led(240, -44)}`
}

export const packagedUnitBesideHome: DemoDrawing = {
  alt: 'Illustration of a packaged heating and cooling unit, one long outdoor cabinet with two fans, on a pad beside a home.',
  size: SLIDE_SIZE,
  svg: () =>
    svgDocument(
      SLIDE_SIZE,
      `${sidingWall(0, 0, W, 620)}
      <rect y="620" width="${W}" height="${H - 620}" fill="${C.brand100}"/>
      <rect x="120" y="300" width="60" height="330" fill="${C.line}" stroke="${C.brand800}" stroke-width="6"/>
      <rect x="120" y="300" width="200" height="60" fill="${C.line}" stroke="${C.brand800}" stroke-width="6"/>
      ${place(640, 660, 1.15, packagedUnit())}
      ${place(1100, 660, 0.8, bush())}`,
    ),
}

export const evaporatorCoil: DemoDrawing = {
  alt: 'Illustration of an indoor evaporator coil, an A-shaped coil in its cabinet, sitting on top of a furnace in a utility room.',
  size: SLIDE_SIZE,
  svg: () => {
    // The two slanted faces of the "A", each a band of fins.
    const face = (side: -1 | 1) => {
      const top = 600 + side * 20
      const bottom = 600 + side * 190
      const fins = steps(10, 0, 1)
        .map((i) => {
          const t = (i + 0.5) / 10
          const y = 205 + t * 245
          const x = top + (bottom - top) * t
          return `<line x1="${x - 26}" y1="${y}" x2="${x + 26}" y2="${y}"/>`
        })
        .join('')
      return `<polygon points="${top - 30},200 ${top + 30},200 ${bottom + 30},455 ${bottom - 30},455" fill="${C.brand700}"/>
        <g stroke="${C.brand100}" stroke-width="4">${fins}</g>`
    }
    return svgDocument(
      SLIDE_SIZE,
      `${roomShell(W, H, 700)}
      <rect x="520" y="40" width="160" height="120" fill="${C.line}" stroke="${C.brand800}" stroke-width="6"/>
      <rect x="370" y="160" width="460" height="330" rx="10" fill="${C.white}" stroke="${C.brand800}" stroke-width="8"/>
      <rect x="395" y="185" width="410" height="280" rx="6" fill="${C.brand50}"/>
      ${face(-1)}${face(1)}
      <rect x="560" y="190" width="80" height="20" rx="6" fill="${C.brand800}"/>
      <rect x="395" y="452" width="410" height="14" fill="${C.brand600}"/>
      <rect x="830" y="330" width="170" height="18" rx="9" fill="${C.accent600}"/>
      <rect x="830" y="370" width="170" height="12" rx="6" fill="${C.brand700}"/>
      <rect x="380" y="490" width="440" height="210" rx="10" fill="${C.white}" stroke="${C.brand800}" stroke-width="8"/>
      ${hLines(steps(5, 540, 28), 440, 760, C.brand600, 5)}
      ${led(790, 680)}`,
    )
  },
}

export const wholeHomeHumidifier: DemoDrawing = {
  alt: 'Illustration of a whole-home humidifier mounted on the supply duct above a furnace, with a water line and drops of moisture.',
  size: SLIDE_SIZE,
  svg: () =>
    svgDocument(
      SLIDE_SIZE,
      `${roomShell(W, H, 700)}
      <rect x="300" y="120" width="${W - 300}" height="110" fill="${C.line}" stroke="${C.brand800}" stroke-width="6"/>
      <rect x="300" y="120" width="200" height="330" fill="${C.line}" stroke="${C.brand800}" stroke-width="6"/>
      <rect x="280" y="440" width="240" height="260" rx="10" fill="${C.white}" stroke="${C.brand800}" stroke-width="8"/>
      ${hLines(steps(4, 560, 28), 320, 480, C.brand600, 5)}
      <rect x="620" y="250" width="300" height="260" rx="18" fill="${C.white}" stroke="${C.brand800}" stroke-width="8"/>
      <rect x="650" y="280" width="240" height="120" rx="10" fill="${C.brand50}" stroke="${C.brand700}" stroke-width="5"/>
      ${[0, 1, 2]
        .map((i) => `<path d="M ${710 + i * 60} 310 q -18 30 0 50 q 18 -20 0 -50 Z" fill="${C.brand600}"/>`)
        .join('')}
      <circle cx="770" cy="455" r="28" fill="${C.brand900}"/>
      <line x1="770" y1="455" x2="770" y2="435" stroke="${C.white}" stroke-width="6" stroke-linecap="round"/>
      ${led(880, 480)}
      <rect x="720" y="230" width="100" height="20" fill="${C.brand800}"/>
      <path d="M 920 440 H 1060 V 700" fill="none" stroke="${C.brand700}" stroke-width="12"/>
      <rect x="1040" y="600" width="40" height="30" rx="6" fill="${C.accent600}"/>`,
    ),
}

export const mediaAirCleaner: DemoDrawing = {
  alt: 'Illustration of a whole-home air cleaner cabinet in the return duct beside a furnace, catching particles as air flows through.',
  size: SLIDE_SIZE,
  svg: () => {
    const dots = [
      [180, 330],
      [240, 390],
      [150, 430],
      [300, 350],
      [260, 460],
      [200, 500],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="10" fill="${C.muted}" opacity="0.55"/>`)
      .join('')
    const arrows = [360, 440, 520]
      .map(
        (y) =>
          `<g stroke="${C.brand600}" stroke-width="10" stroke-linecap="round" fill="none"><path d="M 900 ${y} h 150"/><path d="M 1025 ${y - 24} l 25 24 l -25 24"/></g>`,
      )
      .join('')
    return svgDocument(
      SLIDE_SIZE,
      `${roomShell(W, H, 700)}
      <rect x="0" y="340" width="420" height="200" fill="${C.line}" stroke="${C.brand800}" stroke-width="6"/>
      ${dots}
      <rect x="420" y="220" width="340" height="480" rx="12" fill="${C.white}" stroke="${C.brand800}" stroke-width="8"/>
      <rect x="450" y="250" width="280" height="380" rx="6" fill="${C.brand50}" stroke="${C.brand700}" stroke-width="5"/>
      <polyline points="${steps(12, 470, 22)
        .map((x, i) => `${x},${i % 2 === 0 ? 280 : 600}`)
        .join(' ')}" fill="none" stroke="${C.brand600}" stroke-width="6" stroke-linejoin="round"/>
      <rect x="560" y="650" width="60" height="20" rx="6" fill="${C.brand800}"/>
      ${led(720, 660)}
      <rect x="760" y="340" width="140" height="200" fill="${C.line}" stroke="${C.brand800}" stroke-width="6"/>
      ${arrows}`,
    )
  },
}

export const energyRecoveryVentilator: DemoDrawing = {
  alt: 'Illustration of an energy recovery ventilator bringing fresh outdoor air in and sending stale indoor air out through two ducts.',
  size: SLIDE_SIZE,
  svg: () =>
    svgDocument(
      SLIDE_SIZE,
      `${roomShell(W, H, 700)}
      <rect x="0" y="0" width="150" height="${H}" fill="${C.surface}"/>
      ${hLines(steps(21, 36, 36), 0, 150, C.line, 4)}
      <rect x="150" y="170" width="320" height="80" fill="${C.line}" stroke="${C.brand800}" stroke-width="6"/>
      <rect x="150" y="470" width="320" height="80" fill="${C.line}" stroke="${C.brand800}" stroke-width="6"/>
      <rect x="730" y="170" width="${W - 730}" height="80" fill="${C.line}" stroke="${C.brand800}" stroke-width="6"/>
      <rect x="730" y="470" width="${W - 730}" height="80" fill="${C.line}" stroke="${C.brand800}" stroke-width="6"/>
      <rect x="450" y="130" width="300" height="460" rx="14" fill="${C.white}" stroke="${C.brand800}" stroke-width="8"/>
      <rect x="520" y="280" width="160" height="160" fill="${C.brand50}" stroke="${C.brand700}" stroke-width="6" transform="rotate(45 600 360)"/>
      <line x1="600" y1="247" x2="600" y2="473" stroke="${C.brand600}" stroke-width="5"/>
      <line x1="487" y1="360" x2="713" y2="360" stroke="${C.brand600}" stroke-width="5"/>
      ${led(710, 560)}
      <g stroke-width="10" stroke-linecap="round" fill="none">
        <path d="M 200 210 h 170" stroke="${C.brand600}"/><path d="M 345 186 l 25 24 l -25 24" stroke="${C.brand600}"/>
        <path d="M 790 210 h 170" stroke="${C.brand600}"/><path d="M 935 186 l 25 24 l -25 24" stroke="${C.brand600}"/>
        <path d="M 1110 510 h -170" stroke="${C.accent600}"/><path d="M 965 486 l -25 24 l 25 24" stroke="${C.accent600}"/>
        <path d="M 400 510 h -170" stroke="${C.accent600}"/><path d="M 255 486 l -25 24 l 25 24" stroke="${C.accent600}"/>
      </g>
      <text x="300" y="300" text-anchor="middle" font-family="${FONT}" font-size="30" font-weight="bold" fill="${C.brand800}">FRESH IN</text>
      <text x="300" y="610" text-anchor="middle" font-family="${FONT}" font-size="30" font-weight="bold" fill="${C.accent700}">STALE OUT</text>`,
    ),
}

/** A light-commercial rooftop unit: a long low cabinet with three top fans. */
function rooftopUnit(): string {
  return `
    <rect x="-360" y="-20" width="720" height="20" fill="${C.brand800}"/>
    <rect x="-340" y="-250" width="680" height="230" rx="10" fill="${C.white}" stroke="${C.brand800}" stroke-width="8"/>
    ${vLines(steps(16, -310, 17), -225, -45, C.brand600, 5)}
    <rect x="-20" y="-225" width="150" height="180" rx="6" fill="${C.brand50}" stroke="${C.brand700}" stroke-width="5"/>
    <rect x="150" y="-225" width="160" height="180" rx="6" fill="${C.brand50}" stroke="${C.brand700}" stroke-width="5"/>
    ${hLines(steps(5, -200, 30), 170, 290, C.brand600, 5)}
    <rect x="-350" y="-270" width="700" height="24" rx="8" fill="${C.brand800}"/>
    ${[-230, 0, 230].map((x) => `<ellipse cx="${x}" cy="-270" rx="90" ry="12" fill="${C.brand900}"/>`).join('')}
    ${led(290, -60)}`
}

export const rooftopOnBuilding: DemoDrawing = {
  alt: 'Illustration of a light-commercial rooftop unit with three fans, sitting on the flat roof of a small shop building.',
  size: SLIDE_SIZE,
  svg: () =>
    svgDocument(
      SLIDE_SIZE,
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>
      ${sun(1020, 140, 70, C.accent600)}
      <rect x="0" y="500" width="${W}" height="${H - 500}" fill="${C.brand700}"/>
      <rect x="0" y="480" width="${W}" height="28" fill="${C.brand900}"/>
      ${steps(5, 60, 230)
        .map(
          (x) =>
            `<rect x="${x}" y="570" width="170" height="150" fill="${C.brand100}" stroke="${C.brand900}" stroke-width="6"/>`,
        )
        .join('')}
      ${place(600, 480, 1.2, rooftopUnit())}
      <rect x="80" y="380" width="40" height="100" fill="${C.line}" stroke="${C.brand800}" stroke-width="5"/>`,
      verticalGradient('sky', C.brand100, C.brand50),
    ),
}

/** A branch duct hanging from the trunk at x, with a zone damper (blade open or closed) and its motor. */
const zoneBranch = (x: number, open: boolean) => `
  <rect x="${x}" y="240" width="120" height="340" fill="${C.line}" stroke="${C.brand800}" stroke-width="6"/>
  <rect x="${x - 8}" y="360" width="136" height="90" rx="6" fill="${C.white}" stroke="${C.brand800}" stroke-width="6"/>
  <line x1="${x + 20}" y1="405" x2="${x + 100}" y2="405" stroke="${open ? C.brand600 : C.accent600}" stroke-width="12" stroke-linecap="round" transform="rotate(${open ? 70 : 0} ${x + 60} 405)"/>
  <rect x="${x + 128}" y="385" width="44" height="40" rx="6" fill="${C.brand800}"/>`

export const zoningPanel: DemoDrawing = {
  alt: 'Illustration of a zoning control panel on a wall, wired to three duct dampers that open and close to heat or cool each zone.',
  size: SLIDE_SIZE,
  svg: () =>
    svgDocument(
      SLIDE_SIZE,
      `${roomShell(W, H, 720)}
      <rect x="520" y="150" width="${W - 520}" height="90" fill="${C.line}" stroke="${C.brand800}" stroke-width="6"/>
      <g fill="none" stroke="${C.brand700}" stroke-width="5" stroke-dasharray="14 10">
        <path d="M 450 300 H 500 V 620 H 730 V 425"/>
        <path d="M 450 330 H 485 V 645 H 940 V 425"/>
        <path d="M 450 360 H 470 V 670 H 1150 V 425"/>
      </g>
      ${zoneBranch(580, true)}${zoneBranch(790, false)}${zoneBranch(1000, true)}
      
      <rect x="120" y="220" width="330" height="380" rx="16" fill="${C.white}" stroke="${C.brand800}" stroke-width="8"/>
      <rect x="150" y="250" width="270" height="90" rx="8" fill="${C.brand900}"/>
      <text x="285" y="308" text-anchor="middle" font-family="${FONT}" font-size="34" font-weight="bold" fill="${C.white}">3 ZONES</text>
      ${[0, 1, 2]
        .map(
          (
            i,
          ) => `<rect x="160" y="${370 + i * 70}" width="250" height="50" rx="8" fill="${C.brand50}" stroke="${C.brand700}" stroke-width="4"/>
        <circle cx="190" cy="${395 + i * 70}" r="11" fill="${i === 1 ? C.accent600 : C.brand600}"/>
        <text x="215" y="${405 + i * 70}" font-family="${FONT}" font-size="26" fill="${C.ink}">Zone ${i + 1}</text>`,
        )
        .join('')}`,
    ),
}

export const phoneComfortApp: DemoDrawing = {
  alt: 'Illustration of a phone showing a home comfort app, with the indoor temperature, a set point of 72 degrees and mode buttons.',
  size: SLIDE_SIZE,
  svg: () =>
    svgDocument(
      SLIDE_SIZE,
      `<rect width="${W}" height="${H}" fill="${C.brand50}"/>
      <circle cx="600" cy="400" r="330" fill="${C.brand100}"/>
      <rect x="450" y="60" width="300" height="620" rx="42" fill="${C.brand900}"/>
      <rect x="468" y="100" width="264" height="540" rx="18" fill="${C.white}"/>
      <rect x="560" y="76" width="80" height="10" rx="5" fill="${C.brand800}"/>
      <text x="600" y="150" text-anchor="middle" font-family="${FONT}" font-size="24" font-weight="bold" fill="${C.brand800}">Home</text>
      <text x="600" y="190" text-anchor="middle" font-family="${FONT}" font-size="20" fill="${C.muted}">Indoor 70°</text>
      <circle cx="600" cy="320" r="92" fill="none" stroke="${C.brand100}" stroke-width="16"/>
      <circle cx="600" cy="320" r="92" fill="none" stroke="${C.brand600}" stroke-width="16" stroke-dasharray="380 200" transform="rotate(135 600 320)"/>
      <text x="600" y="342" text-anchor="middle" font-family="${FONT}" font-size="60" font-weight="bold" fill="${C.ink}">72°</text>
      ${[0, 1, 2]
        .map(
          (i) =>
            `<rect x="${490 + i * 77}" y="450" width="66" height="66" rx="14" fill="${i === 0 ? C.brand700 : C.brand50}" stroke="${C.brand700}" stroke-width="4"/>`,
        )
        .join('')}
      <path d="M 523 467 v 32 M 507 483 h 32" stroke="${C.white}" stroke-width="6" stroke-linecap="round"/>
      <path d="M 584 483 h 32" stroke="${C.brand700}" stroke-width="6" stroke-linecap="round"/>
      <circle cx="677" cy="483" r="12" fill="none" stroke="${C.brand700}" stroke-width="5"/>
      <rect x="490" y="545" width="220" height="56" rx="12" fill="${C.surface}"/>
      <rect x="505" y="566" width="120" height="14" rx="7" fill="${C.line}"/>
      <circle cx="680" cy="573" r="12" fill="${C.accent600}"/>`,
    ),
}
