import { MARK_LINE_WIDTH, MARK_LINES, MARK_TILE, MARK_VIEWBOX } from './markShapes'

type Props = { size: number; className?: string }

/** The drawn brand mark, decorative: whatever contains it carries the brand name. */
export function BrandMark({ size, className }: Props) {
  return (
    <svg
      viewBox={MARK_VIEWBOX}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={className}
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect {...MARK_TILE} />
      {MARK_LINES.map((line) => (
        <path
          key={line.d}
          d={line.d}
          stroke={line.stroke}
          strokeWidth={MARK_LINE_WIDTH}
          strokeLinecap="round"
          fill="none"
        />
      ))}
    </svg>
  )
}
