// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { Tabs } from './Tabs.client'

const tabs = [
  { id: 'resources', label: 'Resources', content: <a href="/a.pdf">Sell sheet</a> },
  {
    id: 'technical-docs',
    label: 'Technical Docs',
    content: <section id="furnaces">Furnace manuals</section>,
  },
  { id: 'images', label: 'Product Images', content: <p>Images</p> },
]

const show = (defaultTab?: string) =>
  render(<Tabs tabs={tabs} label="Dealer resources" defaultTab={defaultTab} />)
const tab = (name: string) => screen.getByRole('tab', { name })
const shownPanel = () => screen.getByRole('tabpanel')

// Radix moves focus for arrow keys on the next tick, so the keys are pressed under fake timers.
const press = (key: string) => {
  const focused = document.activeElement
  if (!focused) throw new Error('nothing has focus')
  fireEvent.keyDown(focused, { key })
  act(() => vi.runAllTimers())
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  vi.useRealTimers()
  window.location.hash = ''
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView')
})

describe('Tabs', () => {
  it('names the tab list and ties each tab to its panel, one panel shown', () => {
    show()
    expect(screen.getByRole('tablist', { name: 'Dealer resources' })).toBeTruthy()
    expect(tab('Resources').getAttribute('aria-selected')).toBe('true')
    expect(tab('Technical Docs').getAttribute('aria-selected')).toBe('false')
    const panel = shownPanel()
    expect(tab('Resources').getAttribute('aria-controls')).toBe(panel.id)
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('Resources').id)
    expect(panel.textContent).toBe('Sell sheet')
    // The other panels are in the document (server-rendered), hidden.
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(3)
  })

  it('enters the list on the selected tab, the only tab then in the Tab order (roving tabindex)', () => {
    show('technical-docs')
    // Tabbing into the list lands on the list itself, which hands focus to the selected tab.
    act(() => screen.getByRole('tablist').focus())
    expect(document.activeElement).toBe(tab('Technical Docs'))
    expect(tab('Technical Docs').tabIndex).toBe(0)
    expect(tab('Resources').tabIndex).toBe(-1)
    expect(tab('Product Images').tabIndex).toBe(-1)
  })

  it('switches on a mouse press', () => {
    show()
    fireEvent.mouseDown(tab('Product Images'))
    expect(tab('Product Images').getAttribute('aria-selected')).toBe('true')
    expect(shownPanel().textContent).toBe('Images')
  })

  it('moves with Right, Left, Home and End, wrapping, and shows the focused tab at once', () => {
    show()
    act(() => tab('Resources').focus())
    press('ArrowRight')
    expect(document.activeElement).toBe(tab('Technical Docs'))
    expect(shownPanel().textContent).toBe('Furnace manuals')
    press('End')
    expect(document.activeElement).toBe(tab('Product Images'))
    press('ArrowRight')
    expect(document.activeElement).toBe(tab('Resources'))
    press('ArrowLeft')
    expect(document.activeElement).toBe(tab('Product Images'))
    press('Home')
    expect(document.activeElement).toBe(tab('Resources'))
    expect(tab('Resources').getAttribute('aria-selected')).toBe('true')
    expect(shownPanel().textContent).toBe('Sell sheet')
  })

  it('shows the tab holding the target of an in-page link and scrolls to it, on load and when the address changes', () => {
    // jsdom lays nothing out, so it has no scrollIntoView of its own.
    const scrolled: Element[] = []
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this)
    }
    window.location.hash = '#furnaces'
    show()
    expect(tab('Technical Docs').getAttribute('aria-selected')).toBe('true')
    expect(scrolled.map((el) => el.id)).toEqual(['furnaces'])
    act(() => {
      window.location.hash = ''
    })
    fireEvent.mouseDown(tab('Resources'))
    act(() => {
      window.location.hash = '#furnaces'
      window.dispatchEvent(new HashChangeEvent('hashchange'))
    })
    expect(shownPanel().textContent).toBe('Furnace manuals')
    expect(scrolled.map((el) => el.id)).toEqual(['furnaces', 'furnaces'])
  })
})
