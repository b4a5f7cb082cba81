import type { CarouselSettings } from '@/domain/carousel/settings'

/** Classes showing a control on the devices that want it; literal strings so Tailwind finds them. */
const SHOW = {
  mobile: { true: 'inline-flex', false: 'hidden' },
  tablet: { true: 'min-[600px]:inline-flex', false: 'min-[600px]:hidden' },
  desktop: { true: 'min-[1024px]:inline-flex', false: 'min-[1024px]:hidden' },
} as const

export function visibleOn(settings: CarouselSettings, key: 'arrows' | 'dots' | 'autoplay'): string {
  return `${SHOW.mobile[`${settings.mobile[key]}`]} ${SHOW.tablet[`${settings.tablet[key]}`]} ${SHOW.desktop[`${settings.desktop[key]}`]}`
}

// Colours come from the carousel's look (carouselLook.ts), white with brand blue when it sets none. At a
// bounded carousel's first or last slide the arrow that cannot move is hidden, keeping its place.
const ARROW =
  'size-11 items-center justify-center rounded-full border border-[color:var(--cl-aline,var(--color-brand-700))] bg-[color:var(--cl-abg,#fff)] text-2xl text-[color:var(--cl-afg,var(--color-brand-700))] shadow hover:bg-[color:var(--cl-ahov,var(--color-brand-50))] disabled:invisible'

type ArrowProps = {
  direction: 'prev' | 'next'
  disabled: boolean
  onClick: () => void
  className: string
  /** The button's name, in the page's language. */
  label: string
}

export function CarouselArrow({ direction, disabled, onClick, className, label }: ArrowProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className={`${ARROW} ${className}`}
      aria-label={label}
    >
      <span aria-hidden="true">{direction === 'prev' ? '‹' : '›'}</span>
    </button>
  )
}

type DotsProps = {
  count: number
  selected: number
  onSelect: (index: number) => void
  className: string
  /** A dot's name from its slide's number ('Go to slide 2'), in the page's language. */
  labelOf: (n: number) => string
}

export function CarouselDots({ count, selected, onSelect, className, labelOf }: DotsProps) {
  if (count <= 1) return null
  return (
    <div className={`flex-wrap justify-center gap-1 ${className}`}>
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          onClick={() => onSelect(i)}
          aria-label={labelOf(i + 1)}
          aria-current={i === selected ? 'true' : undefined}
          className="inline-flex size-11 items-center justify-center"
        >
          <span
            aria-hidden="true"
            className={`size-3 rounded-full border border-[color:var(--cl-dot,var(--color-brand-700))] ${i === selected ? 'bg-[color:var(--cl-dot,var(--color-brand-700))]' : 'bg-white'}`}
          />
        </button>
      ))}
    </div>
  )
}
