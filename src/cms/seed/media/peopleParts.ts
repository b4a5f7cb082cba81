import { C } from './palette'

/** A standing person as a flat silhouette, about 420 tall, feet on the origin. */
export function person(fill: string): string {
  return `<g fill="${fill}">
    <circle cx="0" cy="-372" r="42"/>
    <path d="M -74 -226 Q -74 -318 0 -318 Q 74 -318 74 -226 L 62 -150 L 48 -150 L 44 0 L 6 0 L 0 -118 L -6 0 L -44 0 L -48 -150 L -62 -150 Z"/>
  </g>`
}

/** A service technician: a silhouette in a cap, carrying a red toolbox. */
export function technician(): string {
  return `${person(C.brand900)}
    <g stroke="${C.brand900}" stroke-width="30" stroke-linecap="round">
      <line x1="-58" y1="-290" x2="-80" y2="-170"/><line x1="58" y1="-290" x2="116" y2="-186"/>
    </g>
    <path d="M -46 -392 Q 0 -436 46 -392 Z" fill="${C.brand700}"/>
    <rect x="-4" y="-398" width="68" height="10" rx="5" fill="${C.brand700}"/>
    <rect x="-38" y="-300" width="76" height="10" rx="5" fill="${C.brand700}"/>
    <path d="M 78 -150 q 0 -30 30 -30 h 20 q 30 0 30 30" fill="none" stroke="${C.brand900}" stroke-width="10"/>
    <rect x="58" y="-150" width="130" height="84" rx="8" fill="${C.accent600}"/>
    <rect x="58" y="-122" width="130" height="10" fill="${C.accent700}"/>`
}

/** Two adults and a child side by side, feet on the origin, about 520 wide. */
export function family(): string {
  return `<g transform="translate(-170 0)">${person(C.brand800)}</g>
    <g transform="translate(170 0) scale(0.95)">${person(C.brand700)}</g>
    <g transform="translate(0 0) scale(0.62)">${person(C.brand600)}</g>
    <circle cx="0" cy="-250" r="10" fill="${C.accent600}"/>`
}

export type AvatarStyle = { background: string; skin: string; shirt: string; hair: 'short' | 'long' | 'bun' }

// Abstract portraits: a head and shoulders in flat tones, differing only in colours and hair shape.
const HAIR: Record<AvatarStyle['hair'], (colour: string) => string> = {
  short: (colour) =>
    `<path d="M 118 168 Q 118 84 200 84 Q 282 84 282 168 Q 262 122 200 122 Q 138 122 118 168 Z" fill="${colour}"/>`,
  long: (colour) =>
    `<path d="M 110 260 L 112 160 Q 112 80 200 80 Q 288 80 288 160 L 290 260 Q 250 240 250 180 Q 200 128 150 180 Q 150 240 110 260 Z" fill="${colour}"/>`,
  bun: (colour) =>
    `<circle cx="200" cy="72" r="36" fill="${colour}"/><path d="M 120 160 Q 120 92 200 92 Q 280 92 280 160 Q 250 126 200 126 Q 150 126 120 160 Z" fill="${colour}"/>`,
}

/** A 400 × 400 abstract portrait: head, neck and shoulders on a flat background. */
export function avatar({ background, skin, shirt, hair }: AvatarStyle): string {
  return `<rect width="400" height="400" fill="${background}"/>
    <path d="M 50 400 Q 50 280 200 280 Q 350 280 350 400 Z" fill="${shirt}"/>
    <rect x="176" y="220" width="48" height="70" rx="20" fill="${skin}"/>
    <circle cx="200" cy="172" r="80" fill="${skin}"/>
    ${HAIR[hair](C.brand900)}`
}
