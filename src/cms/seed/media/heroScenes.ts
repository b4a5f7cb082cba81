import { condenser, thermostat } from './equipmentParts'
import { bush, house, sidingWall, sun, tree, windowPane } from './houseParts'
import { C } from './palette'
import { technician } from './peopleParts'
import { floorLamp, framedPicture, pottedPlant, roomShell, skyWindow, sofa } from './roomParts'
import { type DemoDrawing, HERO_SIZE, place, svgDocument, verticalGradient } from './svg'

/** The wide hero backgrounds (1920 × 900). Subjects sit right of centre, leaving calm space for a headline. */

const { width: W, height: H } = HERO_SIZE
const GROUND = 780

const ground = (fill: string = C.brand100) =>
  `<rect y="${GROUND}" width="${W}" height="${H - GROUND}" fill="${fill}"/>`

export const homeExterior: DemoDrawing = {
  alt: 'Illustration of a two-storey family home at dusk, with trees and an outdoor heating and cooling unit beside the house.',
  size: HERO_SIZE,
  svg: () =>
    svgDocument(
      HERO_SIZE,
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>
      ${sun(1560, 230, 90)}
      <ellipse cx="420" cy="${GROUND + 40}" rx="900" ry="190" fill="${C.brand600}" opacity="0.5"/>
      <ellipse cx="1500" cy="${GROUND + 60}" rx="800" ry="160" fill="${C.brand600}" opacity="0.35"/>
      ${ground()}
      ${place(300, GROUND, 1.4, tree('dark'))}
      ${place(870, GROUND, 1.1, tree())}
      ${place(1000, GROUND, 1.1, house())}
      <polygon points="1295,${GROUND} 1365,${GROUND} 1440,${H} 1220,${H}" fill="${C.line}"/>
      ${place(1780, GROUND, 0.75, condenser())}
      ${place(1080, GROUND, 0.7, bush())}`,
      verticalGradient('sky', C.brand700, C.brand100),
    ),
}

export const livingRoom: DemoDrawing = {
  alt: 'Illustration of a bright living room with a blue sofa, a floor lamp, a large window and a thermostat on the wall.',
  size: HERO_SIZE,
  svg: () =>
    svgDocument(
      HERO_SIZE,
      `${roomShell(W, H, 740)}
      ${skyWindow(1150, 140, 560, 420, 'sky')}
      ${place(820, 290, 1, framedPicture(300, 200))}
      ${place(820, 760, 1, sofa())}
      ${place(360, 760, 1, floorLamp())}
      ${place(1780, 760, 0.9, pottedPlant())}
      ${place(500, 420, 0.35, thermostat())}
      <ellipse cx="900" cy="${H - 50}" rx="620" ry="40" fill="${C.line}"/>`,
      verticalGradient('sky', C.brand600, C.brand100),
    ),
}

export const outdoorUnits: DemoDrawing = {
  alt: 'Illustration of three outdoor air conditioning units in a row on a concrete pad beside the wall of a house.',
  size: HERO_SIZE,
  svg: () =>
    svgDocument(
      HERO_SIZE,
      `${sidingWall(0, 0, W, GROUND)}
      ${windowPane(140, 200, 260, 220)}
      ${windowPane(1560, 200, 260, 220)}
      ${ground()}
      <rect x="620" y="${GROUND - 10}" width="1080" height="26" rx="4" fill="${C.line}"/>
      ${[820, 1160, 1500]
        .map(
          (x) =>
            `<line x1="${x + 70}" y1="430" x2="${x + 70}" y2="${GROUND - 260}" stroke="${C.brand800}" stroke-width="12"/>
            <rect x="${x + 40}" y="360" width="60" height="80" rx="6" fill="${C.line}" stroke="${C.brand800}" stroke-width="6"/>`,
        )
        .join('')}
      ${[820, 1160, 1500].map((x) => place(x, GROUND, 1.2, condenser())).join('')}
      ${place(480, GROUND, 1.1, bush())}
      ${place(1840, GROUND, 0.9, bush())}`,
    ),
}

export const technicianAtWork: DemoDrawing = {
  alt: 'Illustration of a service technician in a cap, carrying a red toolbox, standing beside an outdoor unit at a home.',
  size: HERO_SIZE,
  svg: () =>
    svgDocument(
      HERO_SIZE,
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>
      ${sun(520, 200, 70, C.white)}
      ${ground()}
      ${place(380, GROUND, 1.3, tree())}
      ${place(1380, GROUND, 1.2, house())}
      ${place(1220, GROUND, 1.1, condenser())}
      ${place(930, GROUND, 1.25, technician())}`,
      verticalGradient('sky', C.brand600, C.brand50),
    ),
}
