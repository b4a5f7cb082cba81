// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import type { WarrantyHeroBlock } from '@/payload-types'

import { fixtureMedia } from '../../_core/shared/image/fixtureMedia'
import { WARRANTY_LOOKUP_URL, WARRANTY_REGISTRATION_URL } from '../../_core/shared/warrantySites'
import { WarrantyHeroComponent } from './Component'
import { warrantyHeroFixture } from './fixture'
import { renderIn } from '@/i18n/testing'

/** Renders as an English page does, inside the providers that give components their words. */
const render = (ui: Parameters<typeof renderIn>[1]) => renderIn('en', ui)

vi.mock('@/components/warranty/lazy.client', async () => ({
  LazyWarrantyDialogButton: (await import('@/components/warranty/WarrantyDialogButton.client'))
    .WarrantyDialogButton,
}))

const show = (over: Partial<WarrantyHeroBlock> = {}) =>
  render(<WarrantyHeroComponent {...warrantyHeroFixture} {...over} />)
const open = (name: string) => {
  const button = screen.getByRole('button', { name })
  button.focus()
  fireEvent.click(button)
  return button
}

describe('Warranty hero block', () => {
  it('shows the title, the text and the two dialog buttons, register on the left', () => {
    show()
    const hero = screen.getByRole('region', { name: 'Protect your investment' })
    expect(within(hero).getByText(/within 60 days of installation/)).toBeTruthy()
    expect(
      within(hero)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Register new product', 'Look up an existing warranty'])
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('opens “Register new product” with what is needed and the registration site in a new tab', () => {
    show()
    open('Register new product')
    const dialog = screen.getByRole('dialog', { name: 'Register new product' })
    const needed = within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.firstChild?.textContent)
    expect(needed[0]).toMatch(/^The product serial number/)
    expect(needed.slice(1)).toEqual([
      'The installation date',
      'The address where the product is installed',
      'The name of the dealer who installed it',
    ])
    const help = within(dialog).getByRole('link', { name: /Where to find the serial number \(PDF\)/ })
    expect(help.getAttribute('href')).toBe('https://example.com/warranty/serial-number-help.pdf')
    const site = within(dialog).getByRole('link', { name: /Register on the warranty site/ })
    expect(site.getAttribute('href')).toBe(WARRANTY_REGISTRATION_URL)
    expect(site.getAttribute('target')).toBe('_blank')
    expect(site.textContent).toContain('(opens in a new tab)')
  })

  it('opens “Look up an existing warranty” on its own, and Escape returns focus to its button', async () => {
    show()
    const button = open('Look up an existing warranty')
    const dialog = screen.getByRole('dialog', { name: 'Look up an existing warranty' })
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
    expect(within(dialog).getByText(/serial number ready/)).toBeTruthy()
    expect(
      within(dialog)
        .getByRole('link', { name: /Look up your warranty/ })
        .getAttribute('href'),
    ).toBe(WARRANTY_LOOKUP_URL)
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(button))
    open('Register new product')
    expect(screen.getByRole('dialog', { name: 'Register new product' })).toBeTruthy()
  })

  it('leaves out a site link the link rule refuses, and prefers the uploaded instructions', () => {
    show({
      sites: {
        registrationUrl: 'javascript:alert(1)',
        lookupUrl: 'https://example.com/warranty/lookup',
        serialHelpDocument: {
          id: 4,
          fileTitle: 'Serial number help',
          url: 'http://localhost:3000/api/documents/file/serial.pdf',
          createdAt: '2026-01-01T00:00:00.000Z',
          updatedAt: '2026-01-01T00:00:00.000Z',
        },
        serialHelpUrl: 'https://example.com/other.pdf',
      },
    })
    open('Register new product')
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).queryByRole('link', { name: /Register on the warranty site/ })).toBeNull()
    expect(
      within(dialog)
        .getByRole('link', { name: /serial number/ })
        .getAttribute('href'),
    ).toBe('/api/documents/file/serial.pdf')
  })

  it('loads the background picture first, as decoration behind the text', () => {
    const { container } = show({ backgroundImage: fixtureMedia('A house') })
    const img = container.querySelector('img')!
    expect(img.getAttribute('alt')).toBe('')
    expect(img.getAttribute('fetchpriority')).toBe('high')
    expect(img.getAttribute('loading')).toBeNull()
  })
})
