import { describe, expect, it } from 'vitest'

import { isReservedPath, isValidPath, normalizePath, pathToSegments, segmentsToPath } from './paths'

describe('normalizePath', () => {
  it.each([
    ['', '/'],
    ['/', '/'],
    ['products/furnaces/', '/products/furnaces'],
    ['/Resources//troubleshooting/heat-pumps', '/resources/troubleshooting/heat-pumps'],
    ['  /about-us/  ', '/about-us'],
  ])('%j -> %j', (input, expected) => {
    expect(normalizePath(input)).toBe(expected)
  })
})

describe('isValidPath', () => {
  it('accepts the home page and nested slugs', () => {
    expect(isValidPath('/')).toBe(true)
    expect(isValidPath('/products/furnaces')).toBe(true)
    expect(isValidPath('/resources/maintenance-tips/coils')).toBe(true)
  })
  it('rejects spaces, underscores, trailing slashes and doubled dashes', () => {
    expect(isValidPath('/about us')).toBe(false)
    expect(isValidPath('/about_us')).toBe(false)
    expect(isValidPath('/about/')).toBe(false)
    expect(isValidPath('/a--b')).toBe(false)
    expect(isValidPath('about')).toBe(false)
  })
})

describe('segments', () => {
  it('round-trips', () => {
    expect(pathToSegments('/products/furnaces')).toEqual(['products', 'furnaces'])
    expect(pathToSegments('/')).toEqual([])
    expect(segmentsToPath(['products', 'furnaces'])).toBe('/products/furnaces')
    expect(segmentsToPath(undefined)).toBe('/')
  })
})

describe('isReservedPath', () => {
  it('protects application routes', () => {
    expect(isReservedPath('/admin')).toBe(true)
    expect(isReservedPath('/api/v1/leads')).toBe(true)
    expect(isReservedPath('/administrator')).toBe(false)
    // The blog's own routes serve /blog and /blog/{slug}.
    expect(isReservedPath('/blog/how-to-save')).toBe(true)
    expect(isReservedPath('/blogging')).toBe(false)
    // The server's 404 document.
    expect(isReservedPath('/page-not-found')).toBe(true)
    expect(isReservedPath('/buscar')).toBe(true)
    expect(isReservedPath('/recherche')).toBe(true)
    expect(isReservedPath('/blogue/thermopompes')).toBe(true)
    expect(isReservedPath('/bloguer')).toBe(false)
    expect(isReservedPath('/buscar-un-distribuidor')).toBe(false)
  })
})
