import { C, FONT } from './palette'
import { hLines, steps, vLines } from './svg'

/**
 * Heating and cooling equipment, each drawn up from the middle of its base at the origin so a scene can stand
 * it on a floor or a concrete pad.
 */

/** An outdoor condenser (air conditioner or heat pump): a square cabinet, louvred sides, a fan grille on top. */
export function condenser(): string {
  return `
    <rect x="-120" y="-16" width="240" height="16" rx="3" fill="${C.line}"/>
    <rect x="-105" y="-226" width="210" height="210" rx="12" fill="${C.white}" stroke="${C.brand800}" stroke-width="8"/>
    ${vLines(steps(12, -85, 15.5), -205, -38, C.brand600, 5)}
    <rect x="-112" y="-246" width="224" height="24" rx="10" fill="${C.brand800}"/>
    <ellipse cx="0" cy="-246" rx="82" ry="12" fill="${C.brand900}"/>
    <rect x="-60" y="-60" width="120" height="22" rx="4" fill="${C.brand100}" stroke="${C.brand800}" stroke-width="4"/>
    <circle cx="78" cy="-49" r="6" fill="${C.accent600}"/>`
}

/** A heat pump's outdoor unit seen from the front: a wide cabinet with a round fan grille. */
export function heatPump(): string {
  const rings = [90, 66, 42]
    .map((r) => `<circle cx="-40" cy="-150" r="${r}" fill="none" stroke="${C.brand800}" stroke-width="6"/>`)
    .join('')
  return `
    <rect x="-170" y="-14" width="340" height="14" rx="3" fill="${C.line}"/>
    <rect x="-160" y="-270" width="320" height="256" rx="14" fill="${C.white}" stroke="${C.brand800}" stroke-width="8"/>
    <circle cx="-40" cy="-150" r="100" fill="${C.brand100}"/>${rings}
    <line x1="-140" y1="-150" x2="60" y2="-150" stroke="${C.brand800}" stroke-width="6"/>
    <line x1="-40" y1="-250" x2="-40" y2="-50" stroke="${C.brand800}" stroke-width="6"/>
    ${hLines(steps(8, -230, 22), 90, 140, C.brand600, 5)}
    <circle cx="115" cy="-40" r="7" fill="${C.accent600}"/>`
}

/** A gas furnace: a tall cabinet with a burner door, a louvred blower door and a flue pipe. */
export function furnace(): string {
  return `
    <rect x="-22" y="-800" width="44" height="410" fill="${C.line}" stroke="${C.brand800}" stroke-width="6"/>
    <rect x="-110" y="-400" width="220" height="400" rx="10" fill="${C.white}" stroke="${C.brand800}" stroke-width="8"/>
    <rect x="-86" y="-376" width="172" height="150" rx="6" fill="${C.brand50}" stroke="${C.brand700}" stroke-width="5"/>
    <rect x="-40" y="-320" width="80" height="40" rx="20" fill="${C.accent600}"/>
    ${hLines(steps(6, -190, 26), -80, 80, C.brand600, 5)}
    <circle cx="80" cy="-30" r="7" fill="${C.accent600}"/>`
}

/** An air handler: a cabinet under a supply plenum, with a return duct entering its side. */
export function airHandler(): string {
  return `
    <rect x="-90" y="-560" width="180" height="130" fill="${C.line}" stroke="${C.brand800}" stroke-width="6"/>
    <rect x="-600" y="-540" width="510" height="90" fill="${C.line}" stroke="${C.brand800}" stroke-width="6"/>
    <rect x="110" y="-250" width="300" height="120" fill="${C.line}" stroke="${C.brand800}" stroke-width="6"/>
    <rect x="-120" y="-430" width="240" height="430" rx="10" fill="${C.white}" stroke="${C.brand800}" stroke-width="8"/>
    <rect x="-96" y="-406" width="192" height="180" rx="6" fill="${C.brand50}" stroke="${C.brand700}" stroke-width="5"/>
    ${hLines(steps(7, -200, 24), -90, 90, C.brand600, 5)}
    <circle cx="90" cy="-30" r="7" fill="${C.accent600}"/>`
}

/** A round smart thermostat on a wall plate, centred on the origin, showing a set temperature. */
export function thermostat(temperature = '72°'): string {
  return `
    <rect x="-150" y="-150" width="300" height="300" rx="60" fill="${C.white}" stroke="${C.line}" stroke-width="6"/>
    <circle cx="0" cy="0" r="120" fill="${C.brand900}"/>
    <circle cx="0" cy="0" r="100" fill="none" stroke="${C.brand600}" stroke-width="14" stroke-dasharray="420 300" transform="rotate(135)"/>
    <text x="0" y="24" text-anchor="middle" font-family="${FONT}" font-size="72" font-weight="bold" fill="${C.white}">${temperature}</text>
    <circle cx="0" cy="66" r="8" fill="${C.accent600}"/>`
}

/** A ductless wall head, 420 wide, hanging from the origin, with soft lines of air below it. */
export function ductlessHead(withAirflow = true): string {
  const air = withAirflow
    ? [0, 1, 2]
        .map(
          (i) =>
            `<path d="M ${-150 + i * 110} 150 q 30 60 0 120 q -30 60 0 120" fill="none" stroke="${C.brand600}" stroke-width="8" stroke-linecap="round" opacity="0.6"/>`,
        )
        .join('')
    : ''
  return `
    <rect x="-210" y="0" width="420" height="130" rx="36" fill="${C.white}" stroke="${C.brand800}" stroke-width="8"/>
    <rect x="-170" y="94" width="340" height="14" rx="7" fill="${C.brand700}"/>
    <circle cx="160" cy="40" r="8" fill="${C.accent600}"/>${air}`
}

/** A pleated air filter, 360 by 300, centred on the origin. */
export function pleatedFilter(): string {
  const pleats = steps(13, -150, 25)
    .map((x, i) => `${x},${i % 2 === 0 ? -120 : 120}`)
    .join(' ')
  return `
    <rect x="-180" y="-150" width="360" height="300" rx="10" fill="${C.white}" stroke="${C.brand800}" stroke-width="12"/>
    <polyline points="${pleats}" fill="none" stroke="${C.brand600}" stroke-width="6" stroke-linejoin="round"/>
    <rect x="-180" y="-150" width="360" height="40" fill="${C.brand800}"/>
    <text x="0" y="-122" text-anchor="middle" font-family="${FONT}" font-size="22" font-weight="bold" fill="${C.white}">AIRFLOW →</text>`
}
