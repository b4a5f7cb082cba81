import { describe, expect, it } from 'vitest'

import { WAVE_VIEWBOX, wavePath } from './wave'

/** The x,y pairs of a path, in order. */
const points = (d: string) => {
  const numbers = d.match(/-?\d+(\.\d+)?/g)!.map(Number)
  return Array.from({ length: numbers.length / 2 }, (_, i) => [numbers[2 * i]!, numbers[2 * i + 1]!] as const)
}

describe('wavePath', () => {
  it('starts at the left edge, ends at the right and closes along the bottom', () => {
    const d = wavePath()
    expect(d.startsWith('M 0 48')).toBe(true)
    expect(d.endsWith('L 1440 80 L 0 80 Z')).toBe(true)
  })

  it('draws one smooth curve per half wave', () => {
    expect(wavePath(2).match(/[QT] /g)).toHaveLength(4)
    expect(wavePath(3).match(/[QT] /g)).toHaveLength(6)
    // At least one crest, whatever is asked.
    expect(wavePath(0).match(/[QT] /g)).toHaveLength(2)
  })

  it('stays inside the view box', () => {
    for (const [x, y] of points(wavePath(3))) {
      expect(x).toBeGreaterThanOrEqual(0)
      expect(x).toBeLessThanOrEqual(WAVE_VIEWBOX.width)
      // The control point of the first curve sits above the crest, still inside the box.
      expect(y).toBeGreaterThanOrEqual(0)
      expect(y).toBeLessThanOrEqual(WAVE_VIEWBOX.height)
    }
  })

  it('fits any view box', () => {
    expect(wavePath(1, { width: 100, height: 10 })).toBe('M 0 6 Q 25 0 50 6 T 100 6 L 100 10 L 0 10 Z')
  })
})
