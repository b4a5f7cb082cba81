import { describe, expect, it } from 'vitest'

import { pageAddress, trimAtWord, writtenTitle } from './snippet'

describe('a page’s search snippet', () => {
  it('counts the title as the site writes it: with the brand after it, the home page’s alone', () => {
    expect(writtenTitle('Seasonal tune-up', '/resources/tune-up', 'Alderline')).toBe(
      'Seasonal tune-up | Alderline',
    )
    expect(writtenTitle('Home comfort', '/', 'Alderline')).toBe('Home comfort')
    expect(writtenTitle('  ', '/x', 'Alderline')).toBe('')
    expect(writtenTitle('Furnaces', '/furnaces', '')).toBe('Furnaces')
  })

  it('shows the page’s real address: the site’s URL and the path as stored', () => {
    expect(pageAddress('https://www.alderline.com', '/products/furnaces')).toBe(
      'https://www.alderline.com/products/furnaces',
    )
    expect(pageAddress('https://www.alderline.com/', 'Products//Furnaces/')).toBe(
      'https://www.alderline.com/products/furnaces',
    )
    expect(pageAddress('http://localhost:3000', '/')).toBe('http://localhost:3000/')
    expect(pageAddress('http://localhost:3000', '')).toBe('http://localhost:3000/')
  })

  it('trims at a word boundary, within the length, with an ellipsis', () => {
    expect(trimAtWord('Short enough.', 20)).toBe('Short enough.')
    expect(trimAtWord('one two three four five', 14)).toBe('one two three…')
    expect(trimAtWord('one two, three four', 10)).toBe('one two…')
    expect(trimAtWord('averyveryverylongword', 8)).toBe('averyve…')
    expect(trimAtWord('one two three', 9, '')).toBe('one two')
  })
})
