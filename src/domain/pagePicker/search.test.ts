import { describe, expect, it } from 'vitest'

import { pageOptionLabel, pageSearchQuery, pageSearchWhere } from './search'

describe('the page picker’s search', () => {
  it('looks for the words typed in the title or the address', () => {
    expect(pageSearchWhere('  /find-your ')).toEqual({
      or: [{ title: { like: '/find-your' } }, { path: { like: '/find-your' } }],
    })
    expect(pageSearchWhere('   ')).toBeUndefined()
  })

  it('asks the REST API for drafts’ titles and addresses only, with the same condition', () => {
    const query = new URLSearchParams(pageSearchQuery('dealer'))
    expect(query.get('draft')).toBe('true')
    expect(query.get('depth')).toBe('0')
    expect(query.get('select[title]')).toBe('true')
    expect(query.get('select[path]')).toBe('true')
    expect(query.get('where[or][0][title][like]')).toBe('dealer')
    expect(query.get('where[or][1][path][like]')).toBe('dealer')
    expect(new URLSearchParams(pageSearchQuery('')).has('where[or][0][title][like]')).toBe(false)
  })

  it('names each page with its address beside its title', () => {
    expect(pageOptionLabel({ id: 1, title: 'Find a dealer', path: '/find-a-dealer' })).toBe(
      'Find a dealer — /find-a-dealer',
    )
    expect(pageOptionLabel({ id: 2, title: ' ', path: null })).toBe('Untitled page')
  })
})
