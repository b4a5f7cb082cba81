// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'

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

  it('hides when the page scrolls', () => {
    show()
    act(() => screen.getByRole('button').focus())
    expect(screen.getByRole('tooltip')).toBeTruthy()
    fireEvent.scroll(window)
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('opens again once the scroll that brought its focused trigger into view has ended', () => {
    show()
    act(() => screen.getByRole('button').focus())
    fireEvent.scroll(window)
    expect(screen.queryByRole('tooltip')).toBeNull()
    fireEvent(window, new Event('scrollend'))
    expect(screen.getByRole('tooltip').textContent).toContain('Answers emergency calls')
  })

  it('stays closed after a scroll when its trigger has lost the focus', () => {
    show()
    act(() => screen.getByRole('button').focus())
    fireEvent.scroll(window)
    act(() => screen.getByRole('button').blur())
    fireEvent(window, new Event('scrollend'))
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('stays closed after a scroll the visitor made with the wheel', () => {
    show()
    act(() => screen.getByRole('button').focus())
    fireEvent.wheel(window)
    fireEvent.scroll(window)
    fireEvent(window, new Event('scrollend'))
    expect(screen.queryByRole('tooltip')).toBeNull()
  })
})
