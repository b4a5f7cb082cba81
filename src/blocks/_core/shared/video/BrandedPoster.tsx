/**
 * The still shown before a video plays when the editor chose none: the brand's blue with a soft ring
 * pattern, drawn here so nothing is fetched from the video site before the visitor presses play.
 */
export function BrandedPoster() {
  return (
    <div aria-hidden="true" className="size-full bg-linear-to-br from-brand-700 to-brand-900">
      <svg focusable="false" viewBox="0 0 160 90" preserveAspectRatio="xMidYMid slice" className="size-full">
        <g fill="none" stroke="white" strokeOpacity="0.15" strokeWidth="0.8">
          <circle cx="80" cy="45" r="22" />
          <circle cx="80" cy="45" r="34" />
          <circle cx="80" cy="45" r="46" />
          <circle cx="80" cy="45" r="58" />
        </g>
      </svg>
    </div>
  )
}
