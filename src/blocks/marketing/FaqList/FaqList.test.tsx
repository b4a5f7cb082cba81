// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import type { FaqListBlock } from '@/payload-types'

import { FaqListComponent } from './Component'
import { faqAnswer, faqLink } from '../../_core/shared/richText/fixture'
import { faqListFixture } from './fixture'

const show = (over: Partial<FaqListBlock> = {}) => render(<FaqListComponent {...faqListFixture} {...over} />)

const jsonLdOf = (container: HTMLElement) => {
  const script = container.querySelector('script[type="application/ld+json"]')
  return script ? (JSON.parse(script.textContent ?? '') as Record<string, unknown>) : null
}

describe('FaqList block', () => {
  it('lists the questions under the title, each closed until opened', () => {
    const { container } = show()
    expect(screen.getByRole('region', { name: 'Frequently asked questions' })).toBeTruthy()
    const questions = [...container.querySelectorAll('summary')].map((s) => s.textContent)
    expect(questions).toEqual([
      'How often should I change my air filter?',
      'Who installs and repairs my system?',
    ])
    for (const details of container.querySelectorAll('details')) expect(details.open).toBe(false)
  })

  it('opens and closes an answer from its question', () => {
    const { container } = show()
    const details = container.querySelector('details')!
    const question = within(details).getByText('How often should I change my air filter?')
    fireEvent.click(question)
    expect(details.open).toBe(true)
    expect(within(details).getByText(/replace it at least every three months/)).toBeTruthy()
    fireEvent.click(question)
    expect(details.open).toBe(false)
  })

  it('renders answer links through the link rule', () => {
    show({
      items: [
        { question: 'Where?', answer: faqAnswer([faqLink('/find-your-dealer/', 'Find your dealer')]) },
        { question: 'Bad?', answer: faqAnswer([faqLink('javascript:alert(1)', 'Click me')]) },
      ],
    })
    expect(screen.getByRole('link', { name: 'Find your dealer' }).getAttribute('href')).toBe(
      '/find-your-dealer/',
    )
    expect(screen.queryByRole('link', { name: 'Click me' })).toBeNull()
    expect(screen.getByText('Click me')).toBeTruthy()
  })

  it('describes the questions to search engines as a schema.org FAQPage in plain text', () => {
    const { container } = show()
    expect(jsonLdOf(container)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'How often should I change my air filter?',
          acceptedAnswer: {
            '@type': 'Answer',
            text: 'Check it every month and replace it at least every three months.',
          },
        },
        {
          '@type': 'Question',
          name: 'Who installs and repairs my system?',
          acceptedAnswer: { '@type': 'Answer', text: 'Independent local dealers. Find your dealer.' },
        },
      ],
    })
  })

  it('keeps editor text from closing the script element', () => {
    const question = 'Is </script><img src=x onerror=alert(1)> safe?'
    const { container } = show({ items: [{ question, answer: faqAnswer('Yes & always.') }] })
    const script = container.querySelector('script[type="application/ld+json"]')!
    expect(script.innerHTML).not.toMatch(/[<>]/)
    expect(container.querySelector('img')).toBeNull()
    const data = jsonLdOf(container) as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] }
    expect(data.mainEntity[0]).toMatchObject({ name: question, acceptedAnswer: { text: 'Yes & always.' } })
  })

  it('leaves the structured data out when the editor turned it off', () => {
    const { container } = show({ structuredData: false })
    expect(jsonLdOf(container)).toBeNull()
  })
})
