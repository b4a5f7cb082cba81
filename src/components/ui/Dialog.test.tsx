// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { DialogContent, DialogRoot, DialogTrigger } from './Dialog.client'

function Example({ hideTitle = false }: { hideTitle?: boolean }) {
  return (
    <DialogRoot>
      <DialogTrigger asChild>
        <button type="button">Open reviews</button>
      </DialogTrigger>
      <DialogContent title="Acme Heating Reviews" hideTitle={hideTitle} description="Ten at a time.">
        <button type="button">See More</button>
      </DialogContent>
    </DialogRoot>
  )
}

describe('Dialog', () => {
  it('opens named by its title and described, with a close button that returns focus', async () => {
    render(<Example />)
    const trigger = screen.getByRole('button', { name: 'Open reviews' })
    trigger.focus()
    fireEvent.click(trigger)
    const dialog = screen.getByRole('dialog', { name: 'Acme Heating Reviews' })
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy()
    expect(screen.getByText('Ten at a time.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    // Radix moves focus back on the next tick after unmounting the content.
    await waitFor(() => expect(document.activeElement).toBe(trigger))
  })

  it('closes on Escape', () => {
    render(<Example />)
    fireEvent.click(screen.getByRole('button', { name: 'Open reviews' }))
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('keeps the name for screen readers when the heading is hidden', () => {
    render(<Example hideTitle />)
    fireEvent.click(screen.getByRole('button', { name: 'Open reviews' }))
    // Hidden from view, the title is still in the dialog, naming it (its box on the page: tests/e2e/lead-forms.spec.ts).
    const dialog = screen.getByRole('dialog', { name: 'Acme Heating Reviews' })
    expect(dialog.contains(screen.getByText('Acme Heating Reviews'))).toBe(true)
  })

  it('tells screen readers what its trigger opens, and whether it is open', () => {
    render(<Example />)
    const trigger = screen.getByRole('button', { name: 'Open reviews' })
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog')
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    expect(trigger.getAttribute('aria-controls')).toBeNull()
    fireEvent.click(trigger)
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    expect(trigger.getAttribute('aria-controls')).toBe(screen.getByRole('dialog').id)
  })
})

describe('the dialog panel as pages load it', () => {
  it('renders once its code has loaded', async () => {
    // The unit setup renders the panel directly; this is the loader pages use.
    const { LazyDialogPanel } =
      await vi.importActual<typeof import('./lazyDialogPanel.client')>('./lazyDialogPanel.client')
    render(
      <Suspense fallback={<p>Loading</p>}>
        <LazyDialogPanel
          open
          onOpenChange={() => undefined}
          contentId="panel"
          trigger={null}
          title="Acme Heating Reviews"
        >
          <p>Ten at a time.</p>
        </LazyDialogPanel>
      </Suspense>,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Acme Heating Reviews' })
    expect(dialog.id).toBe('panel')
    expect(screen.queryByText('Loading')).toBeNull()
  })
})
