// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { Tooltip, TooltipProvider } from './Tooltip.client'

// Radix positions the tooltip with a ResizeObserver, which jsdom lacks; sizes do not matter here.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
})

const show = () =>
  render(
    <TooltipProvider>
      <Tooltip content="Answers emergency calls day and night.">
        <button type="button">24/7 Emergency Service</button>
      </Tooltip>
    </TooltipProvider>,
  )

describe('Tooltip', () => {
  it('shows on keyboard focus and hides on Escape', () => {
    show()
    const trigger = screen.getByRole('button', { name: '24/7 Emergency Service' })
    act(() => trigger.focus())
    expect(screen.getByRole('tooltip').textContent).toContain('Answers emergency calls')
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('stays while its trigger has the keyboard focus and the page scrolls it into view', () => {
    show()
    act(() => screen.getByRole('button').focus())
    fireEvent.scroll(window)
    expect(screen.getByRole('tooltip').textContent).toContain('Answers emergency calls')
  })

  it('hides when the page scrolls under a tooltip a pointer opened', () => {
    vi.useFakeTimers()
    try {
      show()
      fireEvent.pointerMove(screen.getByRole('button'), { pointerType: 'mouse' })
      act(() => vi.advanceTimersByTime(200))
      expect(screen.getByRole('tooltip')).toBeTruthy()
      fireEvent.scroll(window)
      expect(screen.queryByRole('tooltip')).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })
})
