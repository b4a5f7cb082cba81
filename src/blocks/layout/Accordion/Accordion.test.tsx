// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import type { AccordionBlock } from '@/payload-types'

import { fixtureMedia } from '../../_core/shared/image/fixtureMedia'
import { faqAnswer, faqLink } from '../../_core/shared/richText/fixture'
import { AccordionComponent } from './Component'
import { accordionFixture } from './fixture'
import { setViewportWidth } from '../../_core/shared/accordion/testing'

vi.mock('../../_core/shared/accordion/lazy.client', async () => ({
  LazyDisclosure: (await import('../../_core/shared/accordion/Disclosure.client')).Disclosure,
}))

const show = (over: Partial<AccordionBlock> = {}) =>
  render(<AccordionComponent {...accordionFixture} {...over} />)
const question = (name: string) => screen.getByRole('button', { name })
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls') ?? '')!

const BASE = 'How long is the base limited warranty?'
const REGISTERED = 'How do I get the registered limited warranty?'

afterEach(() => vi.unstubAllGlobals())

describe('Accordion block', () => {
  it('shows each heading as a button in a level-3 heading under the title', () => {
    setViewportWidth(1280)
    show()
    expect(screen.getByRole('region', { name: 'Warranty questions' })).toBeTruthy()
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
    expect(headings).toEqual([BASE, REGISTERED])
    expect(within(screen.getAllByRole('heading', { level: 3 })[0]!).getByRole('button')).toBe(question(BASE))
  })

  it('opens an item by default only on the devices the editor ticked', () => {
    setViewportWidth(1280)
    show()
    expect(question(REGISTERED).getAttribute('aria-expanded')).toBe('true')
    expect(panelOf(question(REGISTERED)).hidden).toBe(false)
    expect(question(BASE).getAttribute('aria-expanded')).toBe('false')
    expect(panelOf(question(BASE)).hidden).toBe(true)
  })

  it('keeps the same item closed on a phone', () => {
    setViewportWidth(375)
    show()
    expect(question(REGISTERED).getAttribute('aria-expanded')).toBe('false')
    expect(panelOf(question(REGISTERED)).hidden).toBe(true)
  })

  it('opens and closes an item from its heading', () => {
    setViewportWidth(375)
    show()
    const button = question(BASE)
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(within(panelOf(button)).getByText(/Usually 5 years on parts/)).toBeTruthy()
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(panelOf(button).hidden).toBe(true)
  })

  it('renders text links and the item link through the link rule', () => {
    setViewportWidth(1280)
    const item = accordionFixture.items[1]!
    show({
      items: [
        { ...item, body: faqAnswer([faqLink('javascript:alert(1)', 'Claim now')]) },
        { ...item, heading: 'Unsafe item link', linkLabel: 'Click me', linkUrl: 'javascript:alert(1)' },
      ],
    })
    expect(screen.queryByRole('link', { name: 'Claim now' })).toBeNull()
    expect(screen.getByText('Claim now').closest('a')).toBeNull()
    expect(screen.getByRole('link', { name: 'Find a dealer' }).getAttribute('href')).toBe('/find-a-dealer/')
    expect(screen.queryByRole('link', { name: 'Click me' })).toBeNull()
  })

  it('shows a heading image as decoration, so the button keeps the heading as its name', () => {
    setViewportWidth(1280)
    show({ items: [{ ...accordionFixture.items[0]!, image: fixtureMedia('Outdoor unit') }] })
    const button = question(BASE)
    expect(button.querySelector('img')?.getAttribute('alt')).toBe('')
  })

  it('without a title, uses level-2 headings for the items', () => {
    setViewportWidth(1280)
    show({ title: null })
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([BASE, REGISTERED])
  })
})

describe('Accordion markup before the script runs', () => {
  // Which panels show on which device before the script runs: tests/e2e/block-looks.spec.ts.
  it('leaves every panel in the markup for the stylesheet to hide per device, and claims no state yet', () => {
    const html = renderToStaticMarkup(<AccordionComponent {...accordionFixture} />)
    expect(html).not.toContain('aria-expanded')
    const panels = [...html.matchAll(/<div id="[^"]*-panel"[^>]*>/g)].map((m) => m[0])
    expect(panels).toHaveLength(accordionFixture.items.length)
    for (const panel of panels) expect(panel).not.toMatch(/ hidden(=|>| )/)
  })

  it('draws items as cards with a shadow and no border when the editor asks', () => {
    const html = renderToStaticMarkup(<AccordionComponent {...accordionFixture} shadow removeBorders />)
    expect(html).toContain('shadow-md')
    expect(html).not.toContain('border-line')
  })
})
