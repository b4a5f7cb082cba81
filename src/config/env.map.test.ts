import { describe, expect, it } from 'vitest'

import { parseEnv } from './env'

const base = { NODE_ENV: 'production', PAYLOAD_SECRET: 'x'.repeat(32) }

describe('MAP_STYLE_URL', () => {
  it('is unset by default (the site draws its own basemap), and empty counts as unset', () => {
    expect(parseEnv(base).MAP_STYLE_URL).toBeUndefined()
    expect(parseEnv({ ...base, MAP_STYLE_URL: ' ' }).MAP_STYLE_URL).toBeUndefined()
  })

  it('takes an absolute http(s) style address', () => {
    const url = 'https://tiles.example.com/styles/liberty/style.json'
    expect(parseEnv({ ...base, MAP_STYLE_URL: url }).MAP_STYLE_URL).toBe(url)
  })

  it('refuses anything else with a message naming the variable', () => {
    for (const wrong of ['tiles.example.com/style.json', 'pmtiles://tiles/world.pmtiles', 'https://'])
      expect(() => parseEnv({ ...base, MAP_STYLE_URL: wrong })).toThrow(
        /MAP_STYLE_URL: MAP_STYLE_URL must be an absolute http\(s\) URL/,
      )
  })
})
