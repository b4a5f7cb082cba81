// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { DealerResourcesComponent } from './Component'
import { dealerResourcesFixture } from './fixture'
import { renderIn } from '@/i18n/testing'

/** Renders as an English page does, inside the providers that give components their words. */
const render = (ui: Parameters<typeof renderIn>[1]) => renderIn('en', ui)

const show = (over: Partial<typeof dealerResourcesFixture> = {}) =>
  render(<DealerResourcesComponent {...dealerResourcesFixture} {...over} />)
const panel = (tab: string) => {
  fireEvent.mouseDown(screen.getByRole('tab', { name: tab }))
  return screen.getByRole('tabpanel')
}
const links = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')])

describe('Dealer resources block', () => {
  it('shows the title, the intro and three tabs, starting on Resources', () => {
    show()
    expect(screen.getByRole('heading', { level: 2, name: 'Dealer resources' })).toBeTruthy()
    expect(screen.getByText(/Sell sheets, technical documents/)).toBeTruthy()
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent)
    expect(tabs).toEqual(['Resources', 'Technical Docs', 'Product Images'])
    expect(screen.getByRole('tab', { name: 'Resources' }).getAttribute('aria-selected')).toBe('true')
  })

  it('lists the sell sheets by file title, linking the site’s own PDF', () => {
    show()
    expect(links(panel('Resources'))).toEqual([
      ['F80 Series sell sheet (PDF)', '/api/documents/file/1-sell-sheet.pdf'],
      ['AC16 Series sell sheet (PDF)', '/api/documents/file/2-sell-sheet.pdf'],
    ])
  })

  it('groups technical documents into sections by category order, each with its anchor', () => {
    show()
    const docs = panel('Technical Docs')
    const sections = within(docs)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent)
    expect(sections).toEqual(['Air Conditioners', 'Furnaces'])
    const nav = within(docs).getByRole('navigation', { name: 'Technical document sections' })
    expect(links(nav)).toEqual([
      ['Air Conditioners', '#air-conditioners'],
      ['Furnaces', '#furnaces'],
    ])
    const furnaces = docs.querySelector('section#furnaces') as HTMLElement
    expect(within(furnaces).getByRole('heading', { level: 4 }).textContent).toBe('F80 Series')
    expect(links(furnaces)).toEqual([
      ['F80 Series installation manual (PDF)', '/api/documents/file/f80-installation.pdf'],
      ['F80 Series product data (PDF)', '/api/documents/file/f80-product-data.pdf'],
    ])
  })

  it('offers each product image with its alt text and a download link to the full-size file', () => {
    show()
    const images = panel('Product Images')
    const img = within(images).getByRole('img', { name: 'F80 gas furnace, 60,000 BTU, demo product image' })
    expect(img.getAttribute('src')).toBe('/api/media/file/f80-60-480x480.png')
    const download = within(images).getByRole('link', { name: /Download PNG of F80-60/ })
    expect(download.getAttribute('href')).toBe('/api/media/file/f80-60.png')
    expect(download.getAttribute('download')).toBe('f80-60.png')
    expect(download.textContent).toContain('600 × 600 px')
  })

  it('leaves out relations the page read did not fill in, and says when a tab is empty', () => {
    show({ families: [7, 8], imageProducts: [3] })
    expect(panel('Resources').textContent).toContain('No sell sheets yet.')
    expect(panel('Technical Docs').textContent).toContain('No technical documents yet.')
    expect(panel('Product Images').textContent).toContain('No product images yet.')
  })
})
