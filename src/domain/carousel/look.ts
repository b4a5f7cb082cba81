import { DEVICES, type Device } from './breakpoints'

/**
 * How a carousel looks on one device (spec §3: arrows_bg, arrows_border, arrows_color, dots_colors,
 * transition_effect, wrapper_css). Editors choose from named brand colours and wrapper styles, never free CSS,
 * and an arrow is always readable: on a coloured background it is white, on white it takes a colour.
 */
export const ARROW_COLOURS = ['white', 'brand', 'dark', 'accent'] as const
export const BORDER_COLOURS = ['none', ...ARROW_COLOURS] as const
export const DOT_COLOURS = ['brand', 'dark', 'accent'] as const
/** none: as is; padded: space around the carousel; bordered: space and a thin frame. */
export const WRAPPERS = ['none', 'padded', 'bordered'] as const
/** slide: slides glide into place; none: they change at once. */
export const EFFECTS = ['slide', 'none'] as const

export type ArrowColour = (typeof ARROW_COLOURS)[number]
export type BorderColour = (typeof BORDER_COLOURS)[number]
export type DotColour = (typeof DOT_COLOURS)[number]
export type Wrapper = (typeof WRAPPERS)[number]
export type Effect = (typeof EFFECTS)[number]

export type DeviceLook = {
  arrowBg: ArrowColour
  arrowColor: ArrowColour
  arrowBorder: BorderColour
  dots: DotColour
  wrapper: Wrapper
  effect: Effect
}
export type CarouselLook = Record<Device, DeviceLook>

/** The site's usual carousel: white round arrows with a brand-blue arrow and border, brand-blue dots. */
export const DEFAULT_LOOK: DeviceLook = {
  arrowBg: 'white',
  arrowColor: 'brand',
  arrowBorder: 'brand',
  dots: 'brand',
  wrapper: 'none',
  effect: 'slide',
}

export type LookInput = {
  active?: boolean | null
  arrows_bg?: string | null
  arrows_border?: string | null
  arrows_color?: string | null
  dots_colors?: string | null
  transition_effect?: string | null
  wrapper_css?: string | null
}

function pick<T extends string>(value: string | null | undefined, allowed: readonly T[], fallback: T): T {
  return allowed.find((option) => option === value) ?? fallback
}

/** White on a coloured arrow button; on a white one the chosen colour (brand blue if white was chosen too). */
export function readableArrowColour(bg: ArrowColour, color: ArrowColour): ArrowColour {
  if (bg !== 'white') return 'white'
  return color === 'white' ? DEFAULT_LOOK.arrowColor : color
}

function resolveDevice(input: LookInput | null | undefined): DeviceLook {
  if (!input?.active) return DEFAULT_LOOK
  const arrowBg = pick(input.arrows_bg, ARROW_COLOURS, DEFAULT_LOOK.arrowBg)
  return {
    arrowBg,
    arrowColor: readableArrowColour(
      arrowBg,
      pick(input.arrows_color, ARROW_COLOURS, DEFAULT_LOOK.arrowColor),
    ),
    arrowBorder: pick(input.arrows_border, BORDER_COLOURS, DEFAULT_LOOK.arrowBorder),
    dots: pick(input.dots_colors, DOT_COLOURS, DEFAULT_LOOK.dots),
    wrapper: pick(input.wrapper_css, WRAPPERS, DEFAULT_LOOK.wrapper),
    effect: pick(input.transition_effect, EFFECTS, DEFAULT_LOOK.effect),
  }
}

/** The look per device: a device whose options are not active keeps the default; unknown values too. */
export function resolveLook(input: Partial<Record<Device, LookInput | null | undefined>>): CarouselLook {
  return Object.fromEntries(DEVICES.map((device) => [device, resolveDevice(input[device])])) as CarouselLook
}
