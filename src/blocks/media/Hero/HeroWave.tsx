import type { HeroBlock } from '@/payload-types'

import { WAVE_VIEWBOX, wavePath } from '../../../domain/hero/wave'

type WaveColor = NonNullable<HeroBlock['waveColor']>

// Written out in full so Tailwind generates them; each matches a section background a page can use.
const FILL: Record<WaveColor, string> = {
  white: 'fill-white',
  light: 'fill-surface',
  brand: 'fill-brand-700',
  dark: 'fill-brand-900',
}

const PATH = wavePath(2)

/** The wave divider along the hero's bottom edge, in the colour of the section below. Decoration only. */
export function HeroWave({ color }: { color: WaveColor | null | undefined }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${WAVE_VIEWBOX.width} ${WAVE_VIEWBOX.height}`}
      preserveAspectRatio="none"
      data-wave={color ?? 'white'}
      className={`pointer-events-none absolute inset-x-0 -bottom-px h-10 w-full sm:h-14 lg:h-20 ${FILL[color ?? 'white']}`}
    >
      <path d={PATH} />
    </svg>
  )
}
