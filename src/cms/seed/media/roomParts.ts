import { C } from './palette'

/** Furnishings for the indoor scenes, each standing on the origin (the floor line). */

/** A three-seat sofa, 660 wide, with two red cushions. */
export function sofa(): string {
  return `
    <rect x="-300" y="-270" width="600" height="160" rx="36" fill="${C.brand700}"/>
    <rect x="-330" y="-140" width="660" height="100" rx="24" fill="${C.brand800}"/>
    <rect x="-360" y="-200" width="70" height="170" rx="30" fill="${C.brand800}"/>
    <rect x="290" y="-200" width="70" height="170" rx="30" fill="${C.brand800}"/>
    <rect x="-230" y="-230" width="120" height="100" rx="20" fill="${C.accent600}" transform="rotate(-8 -170 -180)"/>
    <rect x="110" y="-230" width="120" height="100" rx="20" fill="${C.accent600}" transform="rotate(8 170 -180)"/>
    <rect x="-320" y="-40" width="16" height="40" fill="${C.brand900}"/>
    <rect x="304" y="-40" width="16" height="40" fill="${C.brand900}"/>`
}

/** A floor lamp, about 460 tall. */
export const floorLamp = (): string => `
    <rect x="-50" y="-10" width="100" height="10" rx="5" fill="${C.brand900}"/>
    <rect x="-5" y="-380" width="10" height="372" fill="${C.brand900}"/>
    <polygon points="-70,-370 70,-370 45,-460 -45,-460" fill="${C.brand100}" stroke="${C.brand800}" stroke-width="6"/>`

/** A potted plant, about 300 tall. */
export const pottedPlant = (): string => `
    <ellipse cx="-40" cy="-200" rx="30" ry="90" fill="${C.brand600}" transform="rotate(-25 -40 -200)"/>
    <ellipse cx="40" cy="-200" rx="30" ry="90" fill="${C.brand700}" transform="rotate(25 40 -200)"/>
    <ellipse cx="0" cy="-230" rx="30" ry="100" fill="${C.brand600}"/>
    <polygon points="-70,-120 70,-120 50,0 -50,0" fill="${C.accent700}"/>`

/** A framed picture of hills, centred on the origin. */
export const framedPicture = (w: number, h: number): string => `
    <rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" fill="${C.white}" stroke="${C.brand800}" stroke-width="10"/>
    <path d="M ${-w / 2 + 5} ${h / 2 - 5} L ${-w / 6} ${-h / 8} L 0 ${h / 8} L ${w / 5} ${-h / 4} L ${w / 2 - 5} ${h / 2 - 5} Z" fill="${C.brand600}"/>`

/** The room's back wall and floor across a canvas. */
export const roomShell = (width: number, height: number, floorY: number): string => `
    <rect width="${width}" height="${height}" fill="${C.brand50}"/>
    <rect y="${floorY}" width="${width}" height="${height - floorY}" fill="${C.brand100}"/>
    <rect y="${floorY - 14}" width="${width}" height="14" fill="${C.white}"/>`

/** A window looking onto the sky (uses the gradient with id `skyId`), with frame and bars. */
export const skyWindow = (x: number, y: number, w: number, h: number, skyId: string): string => `
    <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${skyId})"/>
    <rect x="${x}" y="${y + h * 0.78}" width="${w}" height="${h * 0.22}" fill="${C.brand600}" opacity="0.45"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="${C.white}" stroke-width="20"/>
    <line x1="${x + w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y + h}" stroke="${C.white}" stroke-width="14"/>
    <rect x="${x - 20}" y="${y + h + 8}" width="${w + 40}" height="16" fill="${C.white}"/>`
