/**
 * The wave divider at the bottom of a hero: a filled shape whose top edge rises and falls smoothly and whose
 * bottom is flat, so it blends into the section below when filled with that section's colour.
 */

export const WAVE_VIEWBOX = { width: 1440, height: 80 } as const

const round = (n: number) => Math.round(n * 10) / 10

/**
 * An SVG path over the viewBox "0 0 width height": `crests` gentle waves whose top edge stays between 30 % and
 * 90 % of the height, closed along the bottom edge. Each half wave is a quadratic curve; `T` mirrors the
 * previous control point, so the edge has no corners.
 */
export function wavePath(
  crests = 2,
  { width, height }: { width: number; height: number } = WAVE_VIEWBOX,
): string {
  const halves = 2 * Math.max(1, Math.floor(crests))
  const high = height * 0.3
  const low = height * 0.9
  const mid = (high + low) / 2
  const half = width / halves
  // A quadratic curve peaks halfway to its control point, so the control sits twice the amplitude away.
  const control = mid - (low - high)
  const path = [`M 0 ${round(mid)}`, `Q ${round(half / 2)} ${round(control)} ${round(half)} ${round(mid)}`]
  for (let i = 2; i <= halves; i++) path.push(`T ${round(half * i)} ${round(mid)}`)
  path.push(`L ${width} ${height} L 0 ${height} Z`)
  return path.join(' ')
}
