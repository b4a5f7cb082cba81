import type { ColumnsBlock, ColumnWidths } from '@/payload-types'

type Span = ColumnWidths['mobile']
type Breakpoint = keyof ColumnWidths

// Every class written out so Tailwind generates it; an empty breakpoint adds no class, so the
// next smaller size's span carries on (CSS cascade does the inheriting).
const SPAN: Record<Breakpoint, Record<Span, string>> = {
  mobile: {
    '1': 'col-span-1',
    '2': 'col-span-2',
    '3': 'col-span-3',
    '4': 'col-span-4',
    '5': 'col-span-5',
    '6': 'col-span-6',
    '7': 'col-span-7',
    '8': 'col-span-8',
    '9': 'col-span-9',
    '10': 'col-span-10',
    '11': 'col-span-11',
    '12': 'col-span-12',
  },
  small: {
    '1': 'sm:col-span-1',
    '2': 'sm:col-span-2',
    '3': 'sm:col-span-3',
    '4': 'sm:col-span-4',
    '5': 'sm:col-span-5',
    '6': 'sm:col-span-6',
    '7': 'sm:col-span-7',
    '8': 'sm:col-span-8',
    '9': 'sm:col-span-9',
    '10': 'sm:col-span-10',
    '11': 'sm:col-span-11',
    '12': 'sm:col-span-12',
  },
  medium: {
    '1': 'md:col-span-1',
    '2': 'md:col-span-2',
    '3': 'md:col-span-3',
    '4': 'md:col-span-4',
    '5': 'md:col-span-5',
    '6': 'md:col-span-6',
    '7': 'md:col-span-7',
    '8': 'md:col-span-8',
    '9': 'md:col-span-9',
    '10': 'md:col-span-10',
    '11': 'md:col-span-11',
    '12': 'md:col-span-12',
  },
  large: {
    '1': 'lg:col-span-1',
    '2': 'lg:col-span-2',
    '3': 'lg:col-span-3',
    '4': 'lg:col-span-4',
    '5': 'lg:col-span-5',
    '6': 'lg:col-span-6',
    '7': 'lg:col-span-7',
    '8': 'lg:col-span-8',
    '9': 'lg:col-span-9',
    '10': 'lg:col-span-10',
    '11': 'lg:col-span-11',
    '12': 'lg:col-span-12',
  },
  xlarge: {
    '1': 'xl:col-span-1',
    '2': 'xl:col-span-2',
    '3': 'xl:col-span-3',
    '4': 'xl:col-span-4',
    '5': 'xl:col-span-5',
    '6': 'xl:col-span-6',
    '7': 'xl:col-span-7',
    '8': 'xl:col-span-8',
    '9': 'xl:col-span-9',
    '10': 'xl:col-span-10',
    '11': 'xl:col-span-11',
    '12': 'xl:col-span-12',
  },
  xxlarge: {
    '1': '2xl:col-span-1',
    '2': '2xl:col-span-2',
    '3': '2xl:col-span-3',
    '4': '2xl:col-span-4',
    '5': '2xl:col-span-5',
    '6': '2xl:col-span-6',
    '7': '2xl:col-span-7',
    '8': '2xl:col-span-8',
    '9': '2xl:col-span-9',
    '10': '2xl:col-span-10',
    '11': '2xl:col-span-11',
    '12': '2xl:col-span-12',
  },
}

const BREAKPOINTS: readonly Breakpoint[] = ['mobile', 'small', 'medium', 'large', 'xlarge', 'xxlarge']

/** The grid-span classes of one column; a missing mobile width means full width. */
export function columnSpanClasses(widths: Partial<ColumnWidths> | null | undefined): string {
  return BREAKPOINTS.map((bp) => {
    const span = widths?.[bp] ?? (bp === 'mobile' ? '12' : null)
    return span ? SPAN[bp][span] : ''
  })
    .filter(Boolean)
    .join(' ')
}

export const GRID_GAP: Record<ColumnsBlock['gap'], string> = {
  none: 'gap-0',
  small: 'gap-4',
  medium: 'gap-6 lg:gap-8',
  large: 'gap-8 lg:gap-12',
}

export const GRID_ALIGN: Record<ColumnsBlock['verticalAlignment'], string> = {
  top: 'items-start',
  center: 'items-center',
  bottom: 'items-end',
  stretch: 'items-stretch',
}
