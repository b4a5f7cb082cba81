import { airHandler, condenser, furnace, heatPump, thermostat } from './equipmentParts'
import { bush, sidingWall, sun, tree, windowPane } from './houseParts'
import { C } from './palette'
import { pottedPlant, roomShell } from './roomParts'
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

/** Product slides (1200 × 800): one piece of equipment, large and centred, in its usual place. */

const { width: W, height: H } = SLIDE_SIZE

export const furnaceRoom: DemoDrawing = {
  alt: 'Illustration of a gas furnace in a utility room, with its flue pipe, a supply duct and a water heater beside it.',
  size: SLIDE_SIZE,
  svg: () =>
    svgDocument(
      SLIDE_SIZE,
      `${roomShell(W, H, 680)}
      ${hLines(steps(8, 60, 70), 0, W, C.brand100, 4)}
      <rect x="700" y="300" width="${W - 700}" height="100" fill="${C.line}" stroke="${C.brand800}" stroke-width="6"/>
      ${place(600, 690, 1.1, furnace())}
      <rect x="160" y="330" width="200" height="360" rx="60" fill="${C.brand100}" stroke="${C.brand800}" stroke-width="8"/>
      <rect x="240" y="250" width="40" height="80" fill="${C.line}" stroke="${C.brand800}" stroke-width="6"/>`,
    ),
}

export const heatPumpBesideHome: DemoDrawing = {
  alt: 'Illustration of an outdoor heat pump unit on a pad beside the wall of a home, with a window and a low bush.',
  size: SLIDE_SIZE,
  svg: () =>
    svgDocument(
      SLIDE_SIZE,
      `${sidingWall(0, 0, W, 640)}
      ${windowPane(120, 150, 260, 210, true)}
      <rect y="640" width="${W}" height="${H - 640}" fill="${C.brand100}"/>
      ${place(680, 660, 1.3, heatPump())}
      ${place(1070, 660, 0.9, bush())}`,
    ),
}

export const airConditionerYard: DemoDrawing = {
  alt: "Illustration of an air conditioner's outdoor unit in a sunny back yard, in front of a white picket fence and a tree.",
  size: SLIDE_SIZE,
  svg: () =>
    svgDocument(
      SLIDE_SIZE,
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>
      ${sun(960, 160, 80, C.accent600)}
      <rect y="600" width="${W}" height="${H - 600}" fill="${C.brand100}"/>
      <rect y="470" width="${W}" height="20" fill="${C.white}"/>
      ${vLines(steps(20, 30, 60), 420, 600, C.white, 26)}
      ${place(200, 620, 1.2, tree('dark'))}
      ${place(600, 680, 1.5, condenser())}`,
      verticalGradient('sky', C.brand100, C.brand50),
    ),
}

export const thermostatOnWall: DemoDrawing = {
  alt: 'Illustration of a round smart thermostat on a living-room wall, set to 72 degrees, beside a light switch.',
  size: SLIDE_SIZE,
  svg: () =>
    svgDocument(
      SLIDE_SIZE,
      `<rect width="${W}" height="${H}" fill="${C.brand50}"/>
      <ellipse cx="610" cy="410" rx="220" ry="220" fill="${C.brand100}"/>
      ${place(600, 400, 1.3, thermostat())}
      <rect x="930" y="330" width="110" height="170" rx="12" fill="${C.white}" stroke="${C.line}" stroke-width="6"/>
      <rect x="968" y="375" width="34" height="80" rx="6" fill="${C.line}"/>
      ${place(170, 800, 1.1, pottedPlant())}`,
    ),
}

export const airHandlerCloset: DemoDrawing = {
  alt: 'Illustration of an indoor air handler cabinet in a utility closet, connected to a supply duct and a return duct.',
  size: SLIDE_SIZE,
  svg: () =>
    svgDocument(
      SLIDE_SIZE,
      `${roomShell(W, H, 700)}
      ${place(700, 710, 1, airHandler())}`,
    ),
}
