import { ductlessHead, pleatedFilter, thermostat } from './equipmentParts'
import { C } from './palette'
import { avatar, family } from './peopleParts'
import { framedPicture, pottedPlant, roomShell, skyWindow } from './roomParts'
import { type DemoDrawing, PORTRAIT_SIZE, SLIDE_SIZE, place, svgDocument, verticalGradient } from './svg'

/** Card pictures (1200 × 800) and abstract portraits (400 × 400) for quotes and testimonials. */

const { width: W, height: H } = SLIDE_SIZE

export const familyAtHome: DemoDrawing = {
  alt: 'Illustration of a family of three, two adults and a child, standing together in their comfortable living room.',
  size: SLIDE_SIZE,
  svg: () =>
    svgDocument(
      SLIDE_SIZE,
      `${roomShell(W, H, 700)}
      ${skyWindow(390, 110, 420, 300, 'sky')}
      ${place(600, 720, 1.1, family())}
      ${place(1030, 330, 0.3, thermostat())}
      ${place(140, 720, 1, pottedPlant())}`,
      verticalGradient('sky', C.brand600, C.brand100),
    ),
}

const arrow = (x: number, y: number, colour: string) =>
  `<g stroke="${colour}" stroke-width="12" stroke-linecap="round" fill="none"><path d="M ${x} ${y} h 170"/><path d="M ${x + 140} ${y - 30} l 30 30 l -30 30"/></g>`

export const airFilter: DemoDrawing = {
  alt: 'Illustration of a pleated air filter, with arrows showing air flowing through it.',
  size: SLIDE_SIZE,
  svg: () =>
    svgDocument(
      SLIDE_SIZE,
      `<rect width="${W}" height="${H}" fill="${C.surface}"/>
      ${[300, 400, 500].map((y) => arrow(70, y, C.brand600) + arrow(960, y, C.brand100)).join('')}
      ${place(600, 400, 1.5, pleatedFilter())}`,
    ),
}

export const ductlessInRoom: DemoDrawing = {
  alt: 'Illustration of a ductless wall-mounted unit high on a living-room wall, blowing soft lines of air into the room.',
  size: SLIDE_SIZE,
  svg: () =>
    svgDocument(
      SLIDE_SIZE,
      `${roomShell(W, H, 700)}
      ${place(170, 330, 1, framedPicture(200, 260))}
      ${place(620, 110, 1.25, ductlessHead())}
      ${place(1060, 720, 1, pottedPlant())}`,
    ),
}

const portrait = (alt: string, style: Parameters<typeof avatar>[0]): DemoDrawing => ({
  alt,
  size: PORTRAIT_SIZE,
  svg: () => svgDocument(PORTRAIT_SIZE, avatar(style)),
})

export const portraits: [DemoDrawing, DemoDrawing, DemoDrawing] = [
  portrait('Abstract illustrated portrait of a person with short dark hair, on a pale blue background.', {
    background: C.brand100,
    skin: C.white,
    shirt: C.brand700,
    hair: 'short',
  }),
  portrait(
    'Abstract illustrated portrait of a person with long dark hair and a red top, on a blue background.',
    {
      background: C.brand600,
      skin: C.brand50,
      shirt: C.accent600,
      hair: 'long',
    },
  ),
  portrait(
    'Abstract illustrated portrait of a person with hair in a bun and a navy top, on a grey-blue background.',
    {
      background: C.line,
      skin: C.surface,
      shirt: C.brand900,
      hair: 'bun',
    },
  ),
]
