// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { WARRANTY_LOOKUP_URL } from '../../_core/shared/warrantySites'
import { WarrantyModalButtonComponent } from './Component'
import { warrantyModalButtonFixture } from './fixture'
import { renderIn } from '@/i18n/testing'

/** Renders as an English page does, inside the providers that give components their words. */
const render = (ui: Parameters<typeof renderIn>[1]) => renderIn('en', ui)

vi.mock('@/components/warranty/lazy.client', async () => ({
  LazyWarrantyDialogButton: (await import('@/components/warranty/WarrantyDialogButton.client'))
    .WarrantyDialogButton,
}))

describe('Warranty button block', () => {
  it('opens the dialog the editor chose, and its close button returns focus', async () => {
    render(<WarrantyModalButtonComponent {...warrantyModalButtonFixture} />)
    const button = screen.getByRole('button', { name: 'Check your warranty' })
    button.focus()
    fireEvent.click(button)
    const dialog = screen.getByRole('dialog', { name: 'Look up an existing warranty' })
    expect(
      within(dialog)
        .getByRole('link', { name: /Look up your warranty/ })
        .getAttribute('href'),
    ).toBe(WARRANTY_LOOKUP_URL)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(button))
  })

  it('shows the dialog’s title as its text when the editor gave none', () => {
    render(<WarrantyModalButtonComponent {...warrantyModalButtonFixture} dialog="register" label="  " />)
    fireEvent.click(screen.getByRole('button', { name: 'Register new product' }))
    expect(screen.getByRole('dialog', { name: 'Register new product' })).toBeTruthy()
  })
})
