import { describe, expect, it } from 'vitest'

import {
  deviceForWidth,
  deviceFromQueries,
  DEVICE_QUERIES,
  isOpenByDefault,
  openOnFlags,
} from './defaultOpen'

describe('deviceForWidth', () => {
  it('puts widths under 640 px on phones, 640 to 1023 on tablets and 1024 up on desktops', () => {
    expect([0, 375, 639].map(deviceForWidth)).toEqual(['mobile', 'mobile', 'mobile'])
    expect([640, 800, 1023].map(deviceForWidth)).toEqual(['tablet', 'tablet', 'tablet'])
    expect([1024, 1280, 2560].map(deviceForWidth)).toEqual(['desktop', 'desktop', 'desktop'])
  })
})

describe('deviceFromQueries', () => {
  // A fake matchMedia for a viewport of the given width in pixels (16 px to the rem).
  const viewport = (width: number) => (query: string) => {
    const rem = Number(/min-width: ([\d.]+)rem/.exec(query)?.[1])
    return width >= rem * 16
  }

  it('agrees with the pixel breakpoints on each side of them', () => {
    for (const width of [375, 639, 640, 1023, 1024, 1440])
      expect(deviceFromQueries(viewport(width)), `${width} px`).toBe(deviceForWidth(width))
  })

  it('asks the desktop query first, so a wide screen is never taken for a tablet', () => {
    const asked: string[] = []
    deviceFromQueries((query) => {
      asked.push(query)
      return true
    })
    expect(asked).toEqual([DEVICE_QUERIES.desktop])
  })
})

describe('isOpenByDefault and openOnFlags', () => {
  it('opens only on the devices the editor ticked; missing or empty flags mean closed', () => {
    const openOn = { mobile: false, tablet: true, desktop: null }
    expect(isOpenByDefault(openOn, 'tablet')).toBe(true)
    expect(isOpenByDefault(openOn, 'mobile')).toBe(false)
    expect(isOpenByDefault(openOn, 'desktop')).toBe(false)
    expect(isOpenByDefault(undefined, 'desktop')).toBe(false)
    expect(openOnFlags({ desktop: true })).toEqual({ mobile: false, tablet: false, desktop: true })
    expect(openOnFlags(null)).toEqual({ mobile: false, tablet: false, desktop: false })
  })
})
