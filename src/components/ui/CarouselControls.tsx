import type { CarouselSettings } from '@/domain/locator/carousel'

/** Classes showing a control on the devices that want it; literal strings so Tailwind finds them. */
const SHOW = {
  mobile: { true: 'inline-flex', false: 'hidden' },
  tablet: { true: 'min-[600px]:inline-flex', false: 'min-[600px]:hidden' },
  desktop: { true: 'min-[1024px]:inline-flex', false: 'min-[1024px]:hidden' },
} as const

export function visibleOn(settings: CarouselSettings, key: 'arrows' | 'dots'): string {
  return `${SHOW.mobile[`${settings.mobile[key]}`]} ${SHOW.tablet[`${settings.tablet[key]}`]} ${SHOW.desktop[`${settings.desktop[key]}`]}`
}

const ARROW =
  'size-11 items-center justify-center rounded-full border border-brand-700 bg-white text-2xl text-brand-700 shadow hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40'

type ArrowProps = { direction: 'prev' | 'next'; disabled: boolean; onClick: () => void; className: string }

export function CarouselArrow({ direction, disabled, onClick, className }: ArrowProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className={`${ARROW} ${className}`}
      aria-label={direction === 'prev' ? 'Previous slide' : 'Next slide'}
    >
      <span aria-hidden="true">{direction === 'prev' ? '‹' : '›'}</span>
    </button>
  )
}

type DotsProps = { count: number; selected: number; onSelect: (index: number) => void; className: string }

export function CarouselDots({ count, selected, onSelect, className }: DotsProps) {
  if (count <= 1) return null
  return (
    <div className={`flex-wrap justify-center gap-1 ${className}`}>
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          onClick={() => onSelect(i)}
          aria-label={`Go to slide ${i + 1}`}
          aria-current={i === selected ? 'true' : undefined}
          className="inline-flex size-11 items-center justify-center"
        >
          <span
            aria-hidden="true"
            className={`size-3 rounded-full border border-brand-700 ${i === selected ? 'bg-brand-700' : 'bg-white'}`}
          />
        </button>
      ))}
    </div>
  )
}
