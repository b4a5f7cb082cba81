/** Text alignment classes for the shared alignment field, written out for Tailwind. */
export const TEXT_ALIGN = { left: 'text-left', center: 'text-center', right: 'text-right' } as const

/** The same alignment for flex rows (buttons, groups of items). */
export const FLEX_JUSTIFY = { left: 'justify-start', center: 'justify-center', right: 'justify-end' } as const

export type Alignment = keyof typeof TEXT_ALIGN
