import { describe, expect, it } from 'vitest'

import { closedBannerKey, isBannerClosed, rememberBannerClosed, type KeyValueStore } from './closedBanner'

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  }
}

const blocked: KeyValueStore = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError')
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError')
  },
}

describe('closedBannerKey', () => {
  it('names the banner by its block id and version', () => {
    expect(closedBannerKey({ id: '65f1c0ffee', version: 3 })).toBe('banner-closed:65f1c0ffee:v3')
  })

  it('gives a new key to a new banner or a raised version, so it shows again', () => {
    const first = closedBannerKey({ id: 'a1', version: 1 })
    expect(closedBannerKey({ id: 'b2', version: 1 })).not.toBe(first)
    expect(closedBannerKey({ id: 'a1', version: 2 })).not.toBe(first)
  })

  it('keeps the key when only the text changes, so a typo fix does not bring the banner back', () => {
    expect(closedBannerKey({ id: 'a1', version: 1, text: 'Old' })).toBe(
      closedBannerKey({ id: 'a1', version: 1, text: 'New' }),
    )
  })

  it('treats a missing, zero, negative or fractional version as version 1', () => {
    for (const version of [null, undefined, 0, -2, 1.5])
      expect(closedBannerKey({ id: 'a1', version }), String(version)).toBe('banner-closed:a1:v1')
  })

  it('keeps only plain characters of the id, so the key is safe in markup', () => {
    expect(closedBannerKey({ id: 'x"]{}</script>y', version: 1 })).toBe('banner-closed:xscripty:v1')
  })

  it('names a banner without an id by its text, the same text giving the same key', () => {
    const key = closedBannerKey({ text: 'Spring tune-up offer' })
    expect(key).toMatch(/^banner-closed:text-[0-9a-z]+:v1$/)
    expect(closedBannerKey({ text: ' Spring tune-up offer ' })).toBe(key)
    expect(closedBannerKey({ text: 'Summer offer' })).not.toBe(key)
  })
})

describe('remembering a closed banner', () => {
  it('reads a close written before, and only for that key', () => {
    const store = memoryStore()
    expect(isBannerClosed(store, 'banner-closed:a1:v1')).toBe(false)
    expect(rememberBannerClosed(store, 'banner-closed:a1:v1')).toBe(true)
    expect(isBannerClosed(store, 'banner-closed:a1:v1')).toBe(true)
    expect(isBannerClosed(store, 'banner-closed:a1:v2')).toBe(false)
  })

  it('shows the banner and reports no memory when storage is blocked or missing', () => {
    expect(isBannerClosed(blocked, 'k')).toBe(false)
    expect(rememberBannerClosed(blocked, 'k')).toBe(false)
    expect(isBannerClosed(null, 'k')).toBe(false)
    expect(rememberBannerClosed(undefined, 'k')).toBe(false)
  })
})
