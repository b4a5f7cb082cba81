import sharp from 'sharp'

import type { UnitShape } from './categories'

export type ImageInput = { brand: string; modelNumber: string; name: string; shape: UnitShape }

/** The full-size product image: square, as dealers expect (spec §2). */
export const PRODUCT_IMAGE_SIZE = 600

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  )

// A simple drawing of each kind of unit, centred in the upper part of the square.
const UNITS: Record<UnitShape, string> = {
  // Outdoor condenser: a cabinet with a fan grille on top and louvred sides.
  outdoor: `
    <rect x="170" y="150" width="260" height="250" rx="14" fill="#d6e4f5" stroke="#123c6c" stroke-width="6"/>
    <ellipse cx="300" cy="150" rx="110" ry="22" fill="#174d8a" stroke="#123c6c" stroke-width="6"/>
    <g stroke="#123c6c" stroke-width="4">${[200, 230, 260, 290, 320, 350].map((y) => `<line x1="190" y1="${y}" x2="410" y2="${y}"/>`).join('')}</g>
    <rect x="190" y="370" width="220" height="14" fill="#123c6c"/>`,
  // Furnace, air handler or coil: a tall cabinet with an access panel and a vent.
  cabinet: `
    <rect x="200" y="110" width="200" height="300" rx="10" fill="#d6e4f5" stroke="#123c6c" stroke-width="6"/>
    <rect x="225" y="140" width="150" height="120" rx="6" fill="#eef4fb" stroke="#174d8a" stroke-width="4"/>
    <g stroke="#174d8a" stroke-width="4">${[290, 310, 330, 350, 370].map((y) => `<line x1="230" y1="${y}" x2="370" y2="${y}"/>`).join('')}</g>`,
  // Ductless head: a wide wall unit with an air outlet.
  wall: `
    <rect x="110" y="190" width="380" height="130" rx="40" fill="#ffffff" stroke="#123c6c" stroke-width="6"/>
    <rect x="150" y="285" width="300" height="14" rx="7" fill="#174d8a"/>
    <circle cx="440" cy="225" r="8" fill="#c2372b"/>`,
  // Packaged unit: a long low cabinet with two fan grilles.
  packaged: `
    <rect x="100" y="200" width="400" height="190" rx="12" fill="#d6e4f5" stroke="#123c6c" stroke-width="6"/>
    <circle cx="210" cy="270" r="45" fill="#174d8a" stroke="#123c6c" stroke-width="6"/>
    <circle cx="390" cy="270" r="45" fill="#174d8a" stroke="#123c6c" stroke-width="6"/>
    <rect x="130" y="340" width="340" height="14" fill="#123c6c"/>`,
}

/** The SVG of a demo product image: the unit, its model number and name, the brand and a 'Demo image' label. */
export function productImageSvg({ brand, modelNumber, name, shape }: ImageInput): string {
  const size = PRODUCT_IMAGE_SIZE
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" fill="#f3f6fa"/>
  <text x="32" y="56" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" font-weight="bold" fill="#0c2a4d">${escapeXml(brand)}</text>
  <rect x="418" y="28" width="154" height="38" rx="19" fill="#c2372b"/>
  <text x="495" y="54" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="18" font-weight="bold" fill="#ffffff">Demo image</text>
  ${UNITS[shape]}
  <ellipse cx="300" cy="420" rx="200" ry="10" fill="#d5dde7"/>
  <text x="300" y="490" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="44" font-weight="bold" fill="#0c2a4d">${escapeXml(modelNumber)}</text>
  <text x="300" y="535" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="20" fill="#4b5a6b">${escapeXml(name)}</text>
</svg>`
}

/** The demo product image as a 600 × 600 PNG. */
export function renderProductImage(input: ImageInput): Promise<Buffer> {
  return sharp(Buffer.from(productImageSvg(input)))
    .png({ compressionLevel: 9 })
    .toBuffer()
}
