/**
 * The brand's colour bands a section can sit on, named once for every select that offers them (a block's
 * appearance, a hero and its wave, a banner). Each field lists the bands it offers in its own order.
 */
export const COLOUR_BANDS = {
  white: 'White',
  light: 'Light grey-blue',
  brand: 'Brand blue',
  dark: 'Deep blue',
} as const

export type ColourBand = keyof typeof COLOUR_BANDS

/** Select options for the given bands, in the order given (the order editors see them in). */
export const colourBandOptions = (...bands: ColourBand[]): { label: string; value: ColourBand }[] =>
  bands.map((value) => ({ label: COLOUR_BANDS[value], value }))
