// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import type { CommonIssuesBlock } from '@/payload-types'

import { CommonIssuesComponent } from './Component'
import { commonIssuesFixture } from './fixture'
import { renderIn } from '@/i18n/testing'

/** Renders as an English page does, inside the providers that give components their words. */
const render = (ui: Parameters<typeof renderIn>[1]) => renderIn('en', ui)

const show = (over: Partial<CommonIssuesBlock> = {}) =>
  render(<CommonIssuesComponent {...commonIssuesFixture} {...over} />)

describe('CommonIssues block', () => {
  it('lists the problems under an h2, each closed until opened', () => {
    const { container } = show()
    const section = screen.getByRole('region', { name: 'Common issues' })
    expect(within(section).getByRole('heading', { level: 2, name: 'Common issues' })).toBeTruthy()
    expect(screen.getByText('Check these before you call a dealer.')).toBeTruthy()
    const problems = [...container.querySelectorAll('summary')].map((s) => s.textContent)
    expect(problems).toEqual(['The system will not turn on', 'Weak airflow from the vents'])
    for (const details of container.querySelectorAll('details')) expect(details.open).toBe(false)
  })

  it('opens and closes an answer from its problem, with one paragraph per blank-line block', () => {
    const { container } = show()
    const details = container.querySelector('details')!
    fireEvent.click(within(details).getByText('The system will not turn on'))
    expect(details.open).toBe(true)
    const paragraphs = [...details.querySelectorAll('p')].map((p) => p.textContent)
    expect(paragraphs).toEqual([
      'Check that the thermostat is set to heat or cool.',
      'Then check the breaker for the indoor unit in your electrical panel.',
    ])
    fireEvent.click(within(details).getByText('The system will not turn on'))
    expect(details.open).toBe(false)
  })

  it('shows an answer link only with text and a safe address', () => {
    show({
      items: [
        {
          title: 'A',
          answer: 'a',
          label: 'Filter help',
          url: '/resources/maintenance-tips/clean-or-change-filter',
        },
        { title: 'B', answer: 'b', label: 'Bad link', url: 'javascript:alert(1)' },
        { title: 'C', answer: 'c', label: null, url: '/somewhere' },
      ],
    })
    expect(screen.getByRole('link', { name: 'Filter help' }).getAttribute('href')).toBe(
      '/resources/maintenance-tips/clean-or-change-filter',
    )
    expect(screen.queryByRole('link', { name: 'Bad link' })).toBeNull()
    expect(screen.getAllByRole('link')).toHaveLength(2) // the filter link and the dealer link
  })

  it('lists the signs that need a dealer under an h3, one a line', () => {
    show()
    expect(screen.getByRole('heading', { level: 3, name: 'Call a dealer when' })).toBeTruthy()
    const list = screen.getByRole('list')
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['A breaker trips again after you reset it.', 'You hear grinding or squealing.'])
  })

  it('leaves the list out when there are no signs', () => {
    show({ whenToCall: '  \n ' })
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull()
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('ends with a still-need-help line linking to the dealer finder', () => {
    show()
    const link = screen.getByRole('link', { name: 'Find a dealer near you' })
    expect(link.getAttribute('href')).toBe('/find-a-dealer/')
    expect(link.parentElement?.textContent).toBe('Still need help? Find a dealer near you')
  })

  it('drops the help link when its address fails the link rule, keeping the words', () => {
    show({ helpLinkUrl: 'javascript:alert(1)' })
    expect(screen.queryByRole('link', { name: 'Find a dealer near you' })).toBeNull()
    expect(screen.getByText('Still need help?')).toBeTruthy()
  })
})
