// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderIn } from '@/i18n/testing'

import { SearchBox } from './SearchBox'

describe('SearchBox', () => {
  it('is a named search landmark: a plain GET form to /search with a labelled box and a named button', () => {
    const { container } = renderIn('en', <SearchBox label="Site" id="site-search" />)
    const form = screen.getByRole('search', { name: 'Site' })
    expect(form.getAttribute('action')).toBe('/search')
    expect(form.getAttribute('method')).toBe('get')
    const box = within(form).getByRole('searchbox', { name: 'Search the site' })
    expect(box.getAttribute('name')).toBe('q')
    expect(box.getAttribute('maxlength')).toBe('100')
    expect(within(form).getByRole('button', { name: 'Search' }).getAttribute('type')).toBe('submit')
    // No script: nothing but the form's own elements.
    expect(container.querySelector('script')).toBeNull()
  })

  it('shows the query it was given on the search page', () => {
    renderIn('en', <SearchBox label="Search again" id="q2" defaultValue="air filter" size="large" />)
    expect(screen.getByRole('searchbox', { name: 'Search the site' })).toHaveProperty('value', 'air filter')
  })
})
