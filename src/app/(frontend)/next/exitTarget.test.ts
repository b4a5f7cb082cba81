import { describe, expect, it } from 'vitest'

import { namedPagePath, returnAddressFrom } from './exitTarget'

const hosts = ['localhost:3000', 'www.alderline.example']

describe('returnAddressFrom', () => {
  it('returns to the address the visitor was on, path and query as they were', () => {
    expect(returnAddressFrom('http://localhost:3000/products/furnaces', hosts)).toBe('/products/furnaces')
    expect(returnAddressFrom('https://www.alderline.example/dealers/il/chicago/acme-heating/', hosts)).toBe(
      '/dealers/il/chicago/acme-heating/',
    )
    expect(returnAddressFrom('http://localhost:3000/find-a-dealer/?zipcode=60614&sort=reviews', hosts)).toBe(
      '/find-a-dealer/?zipcode=60614&sort=reviews',
    )
    expect(returnAddressFrom('http://LOCALHOST:3000/blog/x#part', hosts)).toBe('/blog/x')
  })

  it('goes home for no address, another site, a preview route, the admin or the API', () => {
    expect(returnAddressFrom(null, hosts)).toBe('/')
    expect(returnAddressFrom('', hosts)).toBe('/')
    expect(returnAddressFrom('not a url', hosts)).toBe('/')
    expect(returnAddressFrom('https://evil.example/products', hosts)).toBe('/')
    expect(returnAddressFrom('http://localhost:4000/products', hosts)).toBe('/')
    expect(returnAddressFrom('javascript:alert(1)', hosts)).toBe('/')
    expect(returnAddressFrom('http://localhost:3000/next/exit-preview', hosts)).toBe('/')
    expect(returnAddressFrom('http://localhost:3000/next/preview?path=/about', hosts)).toBe('/')
    expect(returnAddressFrom('http://localhost:3000/admin/collections/pages', hosts)).toBe('/')
    expect(returnAddressFrom('http://localhost:3000/api/pages', hosts)).toBe('/')
    expect(returnAddressFrom(`http://localhost:3000/${'a'.repeat(3000)}`, hosts)).toBe('/')
  })

  it('never answers an address a browser would read as another site', () => {
    expect(returnAddressFrom('http://localhost:3000//evil.example/x', hosts)).toBe('/')
    expect(returnAddressFrom('http://localhost:3000/%5C%5Cevil.example', hosts)).toBe('/%5C%5Cevil.example')
    expect(returnAddressFrom('http://localhost:3000/\\evil.example', hosts)).toBe('/')
  })
})

describe('namedPagePath', () => {
  it('takes a page path in its canonical form', () => {
    expect(namedPagePath('/About/')).toBe('/about')
    expect(namedPagePath('/')).toBe('/')
  })

  it('refuses what is not a page path', () => {
    expect(namedPagePath('/admin')).toBeNull()
    expect(namedPagePath('/a b')).toBeNull()
    expect(namedPagePath('/next/exit-preview')).toBeNull()
  })
})
