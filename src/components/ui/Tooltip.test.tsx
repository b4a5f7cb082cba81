// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { HOVER_DELAY_MS, Tooltip } from './Tooltip.client'

const show = () =>
  render(
    <Tooltip content="Answers emergency calls day and night.">
      <button type="button">24/7 Emergency Service</button>
    </Tooltip>,
  )

afterEach(() => vi.useRealTimers())

describe('Tooltip', () => {
  it('shows on keyboard focus and hides on Escape', () => {
    show()
    const trigger = screen.getByRole('button', { name: '24/7 Emergency Service' })
    act(() => trigger.focus())
    expect(screen.getByRole('tooltip').textContent).toContain('Answers emergency calls')
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('is the trigger’s description while shown', () => {
    show()
    const trigger = screen.getByRole('button')
    expect(trigger.getAttribute('aria-describedby')).toBeNull()
    act(() => trigger.focus())
    expect(trigger.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id)
    act(() => trigger.blur())
    expect(screen.queryByRole('tooltip')).toBeNull()
    expect(trigger.getAttribute('aria-describedby')).toBeNull()
  })

  it('shows once the pointer has rested on the trigger, and hides when it leaves', () => {
    vi.useFakeTimers()
    show()
    const trigger = screen.getByRole('button')
    fireEvent.pointerEnter(trigger, { pointerType: 'mouse' })
    act(() => vi.advanceTimersByTime(HOVER_DELAY_MS - 1))
    expect(screen.queryByRole('tooltip')).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('tooltip')).toBeTruthy()
    fireEvent.pointerLeave(trigger, { pointerType: 'mouse' })
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('does not show for a pointer that only passes over the trigger', () => {
    vi.useFakeTimers()
    show()
    const trigger = screen.getByRole('button')
    fireEvent.pointerEnter(trigger, { pointerType: 'mouse' })
    fireEvent.pointerLeave(trigger, { pointerType: 'mouse' })
    act(() => vi.advanceTimersByTime(HOVER_DELAY_MS * 2))
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('shows on a tap and hides on the next, where there is no hover', () => {
    show()
    const trigger = screen.getByRole('button')
    fireEvent.pointerDown(trigger, { pointerType: 'touch' })
    act(() => trigger.focus())
    fireEvent.pointerUp(document, { pointerType: 'touch' })
    expect(screen.getByRole('tooltip')).toBeTruthy()
    fireEvent.pointerDown(trigger, { pointerType: 'touch' })
    fireEvent.pointerUp(document, { pointerType: 'touch' })
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('hides on a mouse press, and the focus that press gives does not show it again', () => {
    show()
    const trigger = screen.getByRole('button')
    act(() => trigger.focus())
    act(() => trigger.blur())
    fireEvent.pointerDown(trigger, { pointerType: 'mouse' })
    act(() => trigger.focus())
    fireEvent.pointerUp(document, { pointerType: 'mouse' })
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
