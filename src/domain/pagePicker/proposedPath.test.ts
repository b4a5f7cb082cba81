import { describe, expect, it } from 'vitest'

import { isValidPath } from '../paths'
import { followTitle, slugFromTitle } from './proposedPath'

describe('a page address proposed from its title', () => {
  it('is the title in lower case, words joined by dashes, a valid address', () => {
    expect(slugFromTitle('Find your dealer')).toBe('find-your-dealer')
    expect(slugFromTitle('  Heat pumps & furnaces! ')).toBe('heat-pumps-and-furnaces')
    expect(slugFromTitle('Café’s 2026 offers')).toBe('cafes-2026-offers')
    expect(slugFromTitle('!!!')).toBe('')
    for (const title of ['Find your dealer', 'A/C — tips', 'Ünïcode  title']) {
      expect(isValidPath(`/${slugFromTitle(title)}`)).toBe(true)
    }
  })

  it('follows the title while the field is empty or still holds the former proposal', () => {
    expect(followTitle('', '', 'F')).toBe('/f')
    expect(followTitle('/f', 'F', 'Fi')).toBe('/fi')
    expect(followTitle('/find-your', 'Find your', 'Find your dealer')).toBe('/find-your-dealer')
    expect(followTitle(undefined, '', 'Offers')).toBe('/offers')
  })

  it('keeps the folder the editor gave it', () => {
    expect(followTitle('/products/', 'Heat', 'Heat pumps')).toBe('/products/heat-pumps')
    expect(followTitle('/products/heat', 'Heat', 'Heat pumps')).toBe('/products/heat-pumps')
  })

  it('leaves an address the editor wrote, and the home page, alone', () => {
    expect(followTitle('/dealers', 'Find your', 'Find your dealer')).toBeUndefined()
    expect(followTitle('/', '', 'Home')).toBeUndefined()
    expect(followTitle('/same', 'Same', 'Same')).toBeUndefined()
  })
})
