import { describe, expect, it } from 'vitest'

import {
  fillNearest,
  IMAGE_BREAKPOINTS,
  mayAutoplay,
  exclusiveRanges,
  picturePlan,
  videoFor,
  VIDEO_QUERIES,
} from './breakpoints'

describe('fillNearest', () => {
  it('gives every size its own item, or the next larger one, or else the next smaller one', () => {
    expect(fillNearest(IMAGE_BREAKPOINTS, { small: 'S', large: 'L' })).toEqual({
      small: 'S',
      medium: 'L',
      large: 'L',
      xl: 'L',
    })
    expect(fillNearest(IMAGE_BREAKPOINTS, { medium: 'M', xl: null })).toEqual({
      small: 'M',
      medium: 'M',
      large: 'M',
      xl: 'M',
    })
  })

  it('is null when no size is filled', () => {
    expect(fillNearest(IMAGE_BREAKPOINTS, { small: null, medium: undefined })).toBeNull()
  })
})

describe('picturePlan', () => {
  it('lists one source per different picture, widest first, with the phone picture as the fallback', () => {
    expect(picturePlan({ small: 'S', medium: 'M', large: 'L', xl: 'X' })).toEqual({
      sources: [
        { media: '(min-width: 1440px)', minWidth: 1440, item: 'X' },
        { media: '(min-width: 1024px)', minWidth: 1024, item: 'L' },
        { media: '(min-width: 640px)', minWidth: 640, item: 'M' },
      ],
      fallback: 'S',
    })
  })

  it('merges neighbouring sizes that show the same picture', () => {
    expect(picturePlan({ small: 'S', medium: 'S', large: 'L', xl: 'L' })).toEqual({
      sources: [{ media: '(min-width: 1024px)', minWidth: 1024, item: 'L' }],
      fallback: 'S',
    })
  })

  it('needs no source when one picture serves every width', () => {
    expect(picturePlan({ large: 'L' })).toEqual({ sources: [], fallback: 'L' })
    expect(picturePlan({})).toBeNull()
  })

  it('gives a preload one width range per picture, no two overlapping', () => {
    const plan = picturePlan({ small: 'S', medium: 'M', large: 'M', xl: 'X' })!
    expect(exclusiveRanges(plan)).toEqual([
      { media: '(min-width: 1440px)', item: 'X' },
      { media: '(min-width: 640px) and (width < 1440px)', item: 'M' },
      { media: '(width < 640px)', item: 'S' },
    ])
    expect(exclusiveRanges(picturePlan({ large: 'L' })!)).toEqual([{ media: undefined, item: 'L' }])
  })

  it('tells items apart by the given key', () => {
    const a1 = { id: 1 }
    const a2 = { id: 1 }
    expect(picturePlan({ small: a1, xl: a2 }, (m) => m.id)?.sources).toEqual([])
  })
})

describe('videoFor', () => {
  const files = { small: 'phone.mp4', medium: 'tablet.mp4', large: 'desktop.mp4' }
  const screen = (width: number) => (query: string) => {
    const min = /min-width: (\d+)px/.exec(query)
    return min ? width >= Number(min[1]) : false
  }

  it('plays the file for the screen width: tablets from 640 px, larger screens from 1024 px', () => {
    expect(videoFor(screen(1280), files, false)).toBe('desktop.mp4')
    expect(videoFor(screen(1024), files, false)).toBe('desktop.mp4')
    expect(videoFor(screen(800), files, false)).toBe('tablet.mp4')
  })

  it('leaves phones on the still picture unless the editor chose to play it there', () => {
    expect(videoFor(screen(375), files, false)).toBeNull()
    expect(videoFor(screen(375), files, true)).toBe('phone.mp4')
  })

  it('borrows the nearest file when one is missing, and has none without files', () => {
    expect(videoFor(screen(800), { large: 'desktop.mp4' }, false)).toBe('desktop.mp4')
    expect(videoFor(screen(1280), { small: 'phone.mp4' }, false)).toBe('phone.mp4')
    expect(videoFor(screen(1280), {}, true)).toBeNull()
  })

  it('listens to the width breakpoints and the reduced-motion setting', () => {
    expect(VIDEO_QUERIES).toEqual([
      '(prefers-reduced-motion: reduce)',
      '(min-width: 640px)',
      '(min-width: 1024px)',
    ])
  })
})

describe('mayAutoplay', () => {
  it('is false for visitors who prefer reduced motion', () => {
    expect(mayAutoplay((q) => q === '(prefers-reduced-motion: reduce)')).toBe(false)
    expect(mayAutoplay(() => false)).toBe(true)
  })
})
